import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { THEME_STORAGE_KEY } from '@/lib/theme';
import { ThemeProvider } from '@/lib/theme-provider';
import { stubMatchMedia } from '@/testing/match-media';

function renderToggle() {
  return render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
}

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.classList.remove('dark');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ThemeToggle', () => {
  it('follows the system preference when nothing is stored', () => {
    stubMatchMedia(true);
    renderToggle();
    expect(screen.getByRole('button', { name: 'System theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(root).toHaveClass('dark');
  });

  it('applies and stores the chosen theme under assay-theme', async () => {
    stubMatchMedia(false);
    const user = userEvent.setup();
    renderToggle();
    expect(root).not.toHaveClass('dark');

    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(root).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Light theme' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(root).not.toHaveClass('dark');
  });

  it('keeps the choice after a reload', async () => {
    stubMatchMedia(false);
    const user = userEvent.setup();
    const first = renderToggle();
    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    first.unmount();
    root.classList.remove('dark');

    renderToggle();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(root).toHaveClass('dark');
  });

  it('ignores an unknown stored value', () => {
    stubMatchMedia(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    renderToggle();
    expect(screen.getByRole('button', { name: 'System theme' })).toHaveAttribute('aria-pressed', 'true');
  });
});
