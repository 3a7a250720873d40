import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { authValue, LocationProbe, renderLayout } from '@/testing/layout-test-kit';
import { useTrackCurrentTask } from '@/app/layouts/current-task';
import { useDocumentTitle } from '@/lib/use-document-title';

afterEach(() => {
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent;

describe('AppLayout', () => {
  it('renders nothing while authentication loads', () => {
    const { container } = renderLayout('/candidate/dashboard', authValue(null, { status: 'loading', user: null }));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the page title, the theme toggle and the page in the shell', () => {
    renderLayout('/game-mode', authValue('candidate'));
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Game Mode')).toBeInTheDocument();
    expect(within(banner).getByRole('group', { name: 'Colour theme' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByTestId('location')).toHaveTextContent('/game-mode');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
  });

  it('ends the tab titles with the product name the platform admin stored, as the wordmark shows it', async () => {
    function Page() {
      useDocumentTitle('Practice');
      return <LocationProbe />;
    }
    renderLayout('/practice', authValue('candidate'), <Page />, { productName: 'Acme Skills' });
    await waitFor(() => expect(document.title).toBe('Practice · Acme Skills'));
    expect(screen.getAllByRole('link', { name: 'Acme Skills dashboard' })[0]).toBeInTheDocument();
  });

  it('titles task pages from the id until the task is known', () => {
    renderLayout('/candidate/tasks/0123456789abcdef', authValue('candidate'));
    expect(within(screen.getByRole('banner')).getByText('Task 01234567')).toBeInTheDocument();
  });

  it('names the current task in the top bar on its page, links back to it elsewhere, and forgets it once closed', async () => {
    function Page() {
      const { pathname } = useLocation();
      const onTask = pathname.startsWith('/tasks/');
      const [closed, setClosed] = useState(false);
      useTrackCurrentTask(
        onTask ? { id: '0123456789abcdef', title: 'Reverse a linked list', open: !closed } : undefined,
      );
      return onTask ? (
        <>
          <Link to="/lounge">Leave</Link>
          <button type="button" onClick={() => setClosed(true)}>
            Submit it
          </button>
          <LocationProbe />
        </>
      ) : (
        <LocationProbe />
      );
    }
    const user = userEvent.setup();
    renderLayout('/tasks/0123456789abcdef', authValue('candidate'), <Page />);
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Reverse a linked list')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(within(banner).getByText('Return To Office')).toBeInTheDocument();
    const back = within(banner).getByRole('link', { name: 'Back to Reverse a linked list' });
    expect(back).toHaveAttribute('href', '/tasks/0123456789abcdef');
    await user.click(back);
    expect(location()).toBe('/tasks/0123456789abcdef');
    await user.click(screen.getByRole('button', { name: 'Submit it' }));
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(within(banner).queryByRole('link', { name: /Back to/ })).not.toBeInTheDocument();
  });

  it.each(['interviewer', 'orgadmin', 'admin'] as const)(
    'gives the %s a notifications panel but no search or settings buttons',
    async (role) => {
      const user = userEvent.setup();
      renderLayout('/lounge', authValue(role), undefined, {
        notifications: [
          {
            id: 'n1',
            kind: 'submission_to_review',
            title: 'Cora submitted “FizzBuzz”',
            body: 'It scored 100 out of 100 and is waiting for review.',
            link: '/interviewer/reviews/s1',
            created_at: new Date().toISOString(),
            read_at: null,
          },
          {
            id: 'n2',
            kind: 'role_changed',
            title: 'Your role changed',
            body: 'Your role is now interviewer.',
            link: null,
            created_at: new Date().toISOString(),
            read_at: new Date().toISOString(),
          },
        ],
      });
      const banner = screen.getByRole('banner');
      expect(within(banner).queryByRole('search')).not.toBeInTheDocument();
      expect(within(banner).queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
      const bell = await within(banner).findByRole('button', { name: 'Notifications, 1 unread' });
      await user.click(bell);
      const panel = await screen.findByRole('dialog', { name: 'Notifications' });
      const unread = within(panel).getByText('Cora submitted “FizzBuzz”');
      expect(unread.closest('a')).toHaveAttribute('href', '/interviewer/reviews/s1');
      expect(within(unread).getByText('(unread)')).toBeInTheDocument();
      expect(within(panel).getByText('Your role changed').closest('button')).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/profile');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
      expect(bell).toHaveFocus();
    },
  );

  it('has no serious or critical axe violations', async () => {
    const { container } = renderLayout('/settings/profile', authValue('candidate'));
    // jsdom cannot compute colours; contrast is checked in the browser suite.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.passes.length).toBeGreaterThan(0);
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

describe('candidate top bar', () => {
  it('does not search for empty or blank text', async () => {
    const user = userEvent.setup();
    renderLayout('/candidate/dashboard', authValue('candidate'));
    const search = screen.getByPlaceholderText('Search tasks...');
    await user.click(search);
    await user.keyboard('{Enter}');
    expect(location()).toBe('/candidate/dashboard');
    await user.type(search, '   {Enter}');
    expect(location()).toBe('/candidate/dashboard');
  });

  it('searches for the text, URL-encoded', async () => {
    const user = userEvent.setup();
    renderLayout('/candidate/dashboard', authValue('candidate'));
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), ' binary tree & C++ {Enter}');
    expect(location()).toBe('/search?q=binary%20tree%20%26%20C%2B%2B');
  });

  it('opens notifications and settings', async () => {
    const user = userEvent.setup();
    renderLayout('/candidate/dashboard', authValue('candidate'));
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(location()).toBe('/notifications');
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(location()).toBe('/settings');
  });
});

describe('mobile menu', () => {
  it('opens as a dialog with the role menu, and closes on Escape with focus back on the button', async () => {
    const user = userEvent.setup();
    renderLayout('/candidate/dashboard', authValue('candidate'));
    const openButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(openButton);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Game Mode' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openButton).toHaveFocus();
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    renderLayout('/candidate/dashboard', authValue('candidate'));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    for (let step = 0; step < 25; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes when a link is followed', async () => {
    const user = userEvent.setup();
    renderLayout('/candidate/dashboard', authValue('candidate'));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Simulations' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/simulations');
  });

  it('closes when the current page is followed', async () => {
    const user = userEvent.setup();
    renderLayout('/candidate/dashboard', authValue('candidate'));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Dashboard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
