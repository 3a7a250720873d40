import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceStaticPage } from '@/app/static-pages/enhance';
import { renderStaticPage, staticPages } from '@/app/static-pages/pages';
import { paths } from '@/config/paths';
import { THEME_STORAGE_KEY } from '@/lib/theme';
import { stubMatchMedia } from '@/testing/match-media';

const root = document.documentElement;
const pageAt = (path: string) => {
  const page = staticPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No prerendered page at ${path}`);
  return renderStaticPage(page.path, page.Page);
};

/** The prerendered page as a visitor's browser has it: the markup alone, then its script. */
function loadStaticPage(path: string): () => void {
  document.body.innerHTML = `<div id="root">${pageAt(path).body}</div>`;
  return enhanceStaticPage(document);
}

let undo: (() => void) | null = null;
beforeEach(() => {
  localStorage.clear();
  root.classList.remove('dark');
  stubMatchMedia(false);
});
afterEach(() => {
  undo?.();
  undo = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the prerendered public pages', () => {
  it('are the marketing pages, each with its heading, its tab title and the sign-in links of a visitor', () => {
    expect(staticPages.map((page) => page.path)).toEqual([
      paths.home,
      paths.features,
      paths.integrations,
      paths.docs,
      paths.roadmap,
      paths.about,
    ]);
    const titles = Object.fromEntries(staticPages.map(({ path, Page }) => [path, renderStaticPage(path, Page).title]));
    expect(titles).toEqual({
      '/': 'Assay — open-source skills assessment',
      '/features': 'Features · Assay',
      '/integrations': 'Integrations · Assay',
      '/docs': 'Documentation · Assay',
      '/roadmap': 'Roadmap · Assay',
      '/about': 'About Assay · Assay',
    });

    document.body.innerHTML = pageAt(paths.features).body;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Features');
    for (const link of screen.getAllByRole('link', { name: 'Get started' }))
      expect(link).toHaveAttribute('href', paths.register);
    expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).toBeNull();
    // The page's own link in the navigation is marked, as the SPA marks it.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page');
    // Nothing was left for the browser to load: no "Loading…" fallback stands in for the page.
    expect(screen.queryByText(/loading/i)).toBeNull();
  });

  it('the colour-theme buttons choose, store and apply the theme without React', async () => {
    const user = userEvent.setup();
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    undo = loadStaticPage(paths.home);
    // The stored choice is shown at once, though the page was rendered with the system theme pressed.
    expect(root).toHaveClass('dark');
    const group = screen.getAllByRole('group', { name: 'Colour theme' })[0]!;
    expect(within(group).getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'System theme' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(group).getByRole('button', { name: 'Light theme' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(root).not.toHaveClass('dark');
    expect(root.style.colorScheme).toBe('light');
    expect(within(group).getByRole('button', { name: 'Light theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('the menu button opens and closes the small screens’ menu, and Escape closes it', async () => {
    const user = userEvent.setup();
    undo = loadStaticPage(paths.home);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.login);

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

    await user.click(toggle);
    await user.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });
});
