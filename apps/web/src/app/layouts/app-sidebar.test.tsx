import { ROLES, SIDEBAR_WIDTH_UNITS } from '@assay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authValue, renderLayout, sampleUser } from '@/testing/layout-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
});

const everyone = ['Return To Office', 'Contact Support'];

const expectedMenus = {
  admin: [
    ['Dashboard Overview', '/admin'],
    ['Templates', '/admin/templates'],
    ['Learning', '/admin/learning'],
    ['Organizations', '/admin/organizations'],
    ['Tasks', '/admin/tasks'],
    ['System Settings', '/admin/settings'],
    ['GitHub Integration', '/admin/github-integration'],
    ['GitHub Task Creation', '/admin/github-task-creation'],
  ],
  orgadmin: [
    ['Dashboard Overview', '/org-admin'],
    ['Task Templates', '/templates'],
    ['Users', '/org-admin/users'],
    ['Tasks', '/org-admin/tasks'],
    ['Analytics', '/org-admin/analytics'],
    ['Billing', '/account/billing'],
    ['Settings', '/org-admin/settings'],
    ['GitHub Integration', '/org-admin/github-integration'],
    ['GitHub Task Creation', '/org-admin/github-task-creation'],
    ['Candidates', '/candidates'],
    ['Reviews', '/interviewer/reviews'],
  ],
  interviewer: [
    ['Dashboard', '/interviewer/dashboard'],
    ['Task Templates', '/templates'],
    ['Candidates', '/candidates'],
    ['Assessments', '/interviewer/tasks'],
    ['Reviews', '/interviewer/reviews'],
  ],
  candidate: [
    ['Dashboard', '/candidate/dashboard'],
    ['Practice', '/practice'],
    ['My submissions', '/candidate/submissions'],
    ['Game Mode', '/game-mode'],
    ['GitHub PR Challenges', '/github-pr-challenges'],
    ['Learning Paths', '/learning'],
    ['Simulations', '/simulations'],
    ['Behavioral Analysis', '/behavioral-analysis'],
    ['Settings', '/settings'],
  ],
} as const;

function sidebarLinks() {
  const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
  const nav = within(sidebar).getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

function sidebarLabels() {
  return sidebarLinks().map(([label]) => label);
}

describe('role sidebar', () => {
  it.each(ROLES)('lists exactly the %s entries in order, then the entries everyone gets', (role) => {
    renderLayout('/lounge', authValue(role));
    expect(sidebarLinks()).toEqual([
      ...expectedMenus[role],
      ['Return To Office', '/lounge'],
      ['Contact Support', '/support'],
    ]);
  });

  it('gives a signed-in user without a role only the entries everyone gets', () => {
    renderLayout('/user-type-selection', authValue(null));
    expect(sidebarLabels()).toEqual(everyone);
    expect(screen.getByText('No role yet')).toBeInTheDocument();
  });

  it('sets the common entries apart in their own list', () => {
    renderLayout('/lounge', authValue('interviewer'));
    const nav = within(screen.getByRole('complementary')).getByRole('navigation');
    const lists = within(nav).getAllByRole('list');
    expect(lists).toHaveLength(2);
    expect(
      within(lists[1]!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(everyone);
  });

  it('draws an icon beside every label', () => {
    renderLayout('/lounge', authValue('admin'));
    const links = within(screen.getByRole('complementary')).getAllByRole('link', { name: /./ });
    for (const link of links.filter((item) => item.closest('nav'))) {
      expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it.each(['/settings', '/settings/notifications', '/profile'])(
    'expands the candidate Settings entry under %s',
    (path) => {
      renderLayout(path, authValue('candidate'));
      expect(sidebarLabels()).toEqual([
        ...expectedMenus.candidate.map(([label]) => label),
        'Profile',
        'Notifications',
        'Security',
        ...everyone,
      ]);
      expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/settings/profile');
      expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/settings/security');
    },
  );

  it.each(['/candidate/dashboard', '/profile-setup', '/game-mode'])(
    'keeps the candidate Settings entry closed at %s',
    (path) => {
      renderLayout(path, authValue('candidate'));
      expect(sidebarLabels()).toEqual([...expectedMenus.candidate.map(([label]) => label), ...everyone]);
    },
  );

  it('marks only the current entry with aria-current="page"', () => {
    renderLayout('/admin/templates/create', authValue('admin'));
    const sidebar = screen.getByRole('complementary');
    const current = within(sidebar)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Templates']);
  });

  it('marks a sub-entry as the current page', () => {
    renderLayout('/settings/security', authValue('candidate'));
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
  });

  it(`is fixed and w-${SIDEBAR_WIDTH_UNITS} from lg up, hidden below`, () => {
    renderLayout('/lounge', authValue('candidate'));
    expect(screen.getByRole('complementary')).toHaveClass('fixed', `w-${SIDEBAR_WIDTH_UNITS}`, 'hidden', 'lg:block');
  });
});

describe('sidebar footer', () => {
  it('shows the initial, the name and the role', () => {
    renderLayout('/lounge', authValue('orgadmin'));
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('A');
    expect(within(sidebar).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(sidebar).getByText('Organization admin')).toBeInTheDocument();
  });

  it('shows the picture, and the email when there is no name', () => {
    const user = sampleUser({ name: '', picture: 'https://example.com/ada.png' });
    renderLayout('/lounge', authValue('candidate', { user }));
    const sidebar = screen.getByRole('complementary');
    const picture = within(sidebar).getByRole('img', { name: 'ada@example.com' });
    expect(picture.tagName).toBe('IMG');
    expect(picture).toHaveAttribute('src', 'https://example.com/ada.png');
    expect(within(sidebar).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(sidebar).getByText('Candidate')).toBeInTheDocument();
  });

  it("signs out with logout('/login')", async () => {
    const auth = authValue('interviewer');
    const user = userEvent.setup();
    renderLayout('/lounge', auth);
    await user.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Sign Out' }));
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(auth.logout).toHaveBeenCalledWith('/login');
  });

  it('offers Sign in to a visitor without a session (public GitHub pull-request tasks)', () => {
    renderLayout(
      '/code-editor/github_pr_1_2.3',
      authValue(null, { status: 'anonymous', user: null, userId: null, jwtToken: null }),
    );
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(sidebar).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });
});
