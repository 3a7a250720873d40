import { screen, waitFor, within } from '@testing-library/react';
import { generatePath } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { plannedPages, type PlannedPath } from '@/app/routes/planned-pages';
import { paths, type PathKey } from '@/config/paths';
import { stubHealthFetch } from '@/testing/fetch-stub';
import { authValue } from '@/testing/auth-value';
import { renderRoute } from '@/testing/render-route';

const sampleParams = {
  taskId: 'a1b2c3d4e5f6',
  pathId: 'python-basics',
  companyId: 'acme',
  fileId: 'handbook',
  id: 'tpl-42',
  submissionId: 'sub-7',
  candidateId: 'cand-9',
  token: 'link-1.abc.signature',
};

// Written out rather than read from the pages, so a page that loses or changes its heading fails here.
const builtPageTitles: Partial<Record<PathKey, string>> = {
  home: 'Skills assessment that is fair to candidates and useful to the people hiring them',
  pricing: 'Pricing',
  features: 'Features',
  integrations: 'Integrations',
  docs: 'Docs',
  roadmap: 'Roadmap',
  about: 'About Assay',
  debug: 'Diagnostics',
  unauthorized: "You don't have access to this page",
  notFound: 'Page not found',
  interviewer: 'Interviewer Dashboard',
  // These pages send a signed-in visitor on; the admin these tests sign in as lands on the admin overview.
  login: 'Admin Overview',
  register: 'Admin Overview',
  callback: 'Admin Overview',
  dashboard: 'Admin Overview',
  userTypeSelection: 'Admin Overview',
  debugAuth: 'Sign-in diagnostics',
  profileSetup: 'Set up your profile',
  profile: 'Profile',
  admin: 'Admin Overview',
  adminSettings: 'System Settings',
  orgAdmin: 'Organization Overview',
  orgAdminUsers: 'Users',
  orgAdminSettings: 'Organization Settings',
  organizationForm: 'Create Your Organization',
  invitation: 'Accept invitation',
  candidates: 'Candidates',
  apiStatus: 'API Status',
  candidateDashboard: 'Candidate Dashboard',
  practice: 'Practice',
  candidateSubmissions: 'My submissions',
  interviewerTasks: 'Interviewer Tasks',
  taskDetail: 'Task a1b2c3d4',
  task: 'Task a1b2c3d4',
  candidateTask: 'Task a1b2c3d4',
  testTask: 'Task a1b2c3d4',
  codeEditor: 'Task a1b2c3d4',
  gameMode: 'Game Mode',
  behavioralAnalysis: 'Behavioral Analysis',
  orgAdminTasks: 'Organization Tasks',
  orgAdminAnalytics: 'Analytics',
  interviewerTaskAnalytics: 'Assessment analytics',
  adminTasks: 'All Tasks',
  interviewerDashboard: 'Interviewer Dashboard',
  interviewerReviews: 'Reviews',
  interviewerReview: 'Review',
  interviewerReport: 'Candidate report',
  sharedReport: 'Candidate report',
  certificate: 'Certificate verification',
  candidateProfile: 'Candidate',
  settings: 'Settings',
  settingsProfile: 'Profile Settings',
  settingsNotifications: 'Notification Settings',
  settingsSecurity: 'Security Settings',
  settingsGithub: 'GitHub Settings',
  notifications: 'Notifications',
  search: 'Search',
  documentation: 'Documentation',
  templates: 'Task Templates',
  templateCreate: 'New template',
  templateDetail: 'Template',
  adminTemplates: 'Templates',
  adminTemplateCreate: 'New template',
  adminTemplateDetail: 'Template',
  adminOrganizations: 'Organizations',
  adminOrganization: 'Organization',
  adminUsers: 'Users',
  orgAdminGithubIntegration: 'GitHub Integration',
  adminGithubIntegration: 'GitHub Integration',
  githubPrChallenges: 'GitHub PR Challenges',
  orgAdminGithubTaskCreation: 'GitHub Task Creation',
  adminGithubTaskCreation: 'GitHub Task Creation',
  adminLearning: 'Learning',
  subscriptionPlans: 'Subscription Plans',
  orgAdminBilling: 'Organization Billing',
  accountBilling: 'Billing',
  checkoutSuccess: 'Subscription checkout',
  // No API answers these tests: a path's pages keep their titles' fallbacks.
  learning: 'Learning Paths',
  learningPath: 'Learning Path',
  learningProgress: 'Progress',
  learningResources: 'Learning Resources',
  learningCertificates: 'Certificates',
  simulations: 'Simulations',
};

function expectedTitle(key: PathKey): string {
  const title =
    builtPageTitles[key] ?? (plannedPages as Record<string, { title: string } | undefined>)[paths[key]]?.title;
  if (!title) throw new Error(`No expected title for paths.${key}: add the page to planned-pages.ts or to this test.`);
  return title;
}

beforeEach(() => {
  stubHealthFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Signed-in pages are visited as the admin, who passes every guard; public ones anonymously.
const asAdmin = { auth: authValue('admin') };

describe('route table', () => {
  it.each(Object.entries(paths) as [PathKey, string][])('%s (%s) renders its title', async (key, path) => {
    renderRoute(generatePath(path, sampleParams), asAdmin);
    // Redirecting pages load several chunks on the way (/login → /dashboard → /admin), slow on a cold, busy run.
    expect(
      await screen.findByRole('heading', { level: 1, name: expectedTitle(key) }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the not-found page with the requested path for an unknown URL', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the docs' })).toHaveAttribute('href', paths.docs);
  });

  it('offers a signed-in user the way back to their dashboard on a public page and on a 404', async () => {
    renderRoute('/no/such/page', { auth: authValue('candidate') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const back = screen.getAllByRole('link', { name: 'Go to your dashboard' });
    expect(back.length).toBeGreaterThan(0);
    for (const link of back) expect(link).toHaveAttribute('href', paths.dashboard);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('shows the not-found page at /404', async () => {
    renderRoute(paths.notFound);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('redirects /interviewer to /interviewer/dashboard', async () => {
    const { router } = renderRoute(paths.interviewer, asAdmin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Interviewer Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.interviewerDashboard);
  });

  it('prefers a static path over a parameter, as in /learning/certificates', async () => {
    renderRoute(paths.learningCertificates, asAdmin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeInTheDocument();
  });

  it('renders signed-in pages inside the signed-in layout, with the page title in the top bar', async () => {
    renderRoute(paths.support, { auth: authValue('candidate') });
    await screen.findByRole('heading', { level: 1, name: 'Contact Support' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Contact Support')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Dark theme' })).toBeInTheDocument();
    expect(
      screen.getByText('Reach the people who run this Assay instance and follow up on your requests.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it('renders public pages inside the public layout with its navigation and skip link', async () => {
    renderRoute(paths.home);
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['Features', 'Pricing', 'Integrations', 'Docs', 'Roadmap', 'About']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.login);
    expect(within(banner).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', paths.register);
    expect(within(banner).getByRole('group', { name: 'Colour theme' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('keeps every planned page reachable through the route table', () => {
    const routed = new Set<string>(Object.values(paths));
    const missing = (Object.keys(plannedPages) as PlannedPath[]).filter((path) => !routed.has(path));
    expect(missing).toEqual([]);
  });

  it('says where a denied visitor came from on /unauthorized', async () => {
    renderRoute({
      pathname: paths.unauthorized,
      state: { from: { pathname: '/admin/settings', search: '', hash: '' } },
    });
    await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" });
    expect(screen.getByText('/admin/settings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', paths.dashboard);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', paths.home);
  });

  it('updates the document title with the page', async () => {
    renderRoute(paths.pricing);
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    await waitFor(() => expect(document.title).toBe('Pricing · Assay'));
  });
});
