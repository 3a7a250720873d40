import { matchRoutes } from 'react-router';
import { plannedPages } from '@/app/routes/planned-pages';
import { paths } from '@/config/paths';

/**
 * Built pages of the signed-in layout. Their own h1 names them on the page; the top bar and the menu checks need
 * the title by path, as they have it for planned pages.
 */
export const builtPageTitles: Readonly<Record<string, string>> = {
  [paths.userTypeSelection]: 'Choose your role',
  [paths.profileSetup]: 'Set up your profile',
  [paths.dashboard]: 'Dashboard',
  [paths.profile]: 'Profile',
  [paths.admin]: 'Admin Overview',
  [paths.adminSettings]: 'System Settings',
  [paths.adminOrganizations]: 'Organizations',
  [paths.adminOrganization]: 'Organization',
  [paths.adminUsers]: 'Users',
  [paths.orgAdmin]: 'Organization Overview',
  [paths.orgAdminUsers]: 'Users',
  [paths.orgAdminSettings]: 'Organization Settings',
  [paths.candidates]: 'Candidates',
  [paths.apiStatus]: 'API Status',
  [paths.organizationForm]: 'Create Your Organization',
  [paths.candidateDashboard]: 'Candidate Dashboard',
  [paths.practice]: 'Practice',
  [paths.gameMode]: 'Game Mode',
  [paths.behavioralAnalysis]: 'Behavioral Analysis',
  [paths.learning]: 'Learning Paths',
  [paths.learningPath]: 'Learning Path',
  [paths.learningProgress]: 'Progress',
  [paths.learningResources]: 'Learning Resources',
  [paths.learningCertificates]: 'Certificates',
  [paths.simulations]: 'Simulations',
  [paths.adminLearning]: 'Learning',
  [paths.candidateSubmissions]: 'My submissions',
  [paths.interviewerTasks]: 'Interviewer Tasks',
  [paths.interviewerTaskAnalytics]: 'Assessment analytics',
  [paths.interviewerDashboard]: 'Interviewer Dashboard',
  [paths.interviewerReviews]: 'Reviews',
  [paths.interviewerReview]: 'Review',
  [paths.interviewerReport]: 'Candidate report',
  [paths.settings]: 'Settings',
  [paths.settingsProfile]: 'Profile Settings',
  [paths.settingsNotifications]: 'Notification Settings',
  [paths.settingsSecurity]: 'Security Settings',
  [paths.settingsGithub]: 'GitHub Settings',
  [paths.notifications]: 'Notifications',
  [paths.candidateProfile]: 'Candidate',
  [paths.search]: 'Search',
  [paths.documentation]: 'Documentation',
  [paths.orgAdminTasks]: 'Organization Tasks',
  [paths.orgAdminAnalytics]: 'Analytics',
  [paths.orgAdminGithubIntegration]: 'GitHub Integration',
  [paths.adminGithubIntegration]: 'GitHub Integration',
  [paths.githubPrChallenges]: 'GitHub PR Challenges',
  [paths.orgAdminGithubTaskCreation]: 'GitHub Task Creation',
  [paths.adminGithubTaskCreation]: 'GitHub Task Creation',
  [paths.adminTasks]: 'All Tasks',
  [paths.templates]: 'Task Templates',
  [paths.templateCreate]: 'New template',
  [paths.templateDetail]: 'Template',
  [paths.adminTemplates]: 'Templates',
  [paths.adminTemplateCreate]: 'New template',
  [paths.adminTemplateDetail]: 'Template',
  [paths.subscriptionPlans]: 'Subscription Plans',
  [paths.orgAdminBilling]: 'Organization Billing',
  [paths.accountBilling]: 'Billing',
};

const titles: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(plannedPages).map(([path, info]) => [path, info.title])),
  ...builtPageTitles,
};
const titledRoutes = Object.keys(titles).map((path) => ({ path }));

/** The title of the page at a URL, built or planned, ranked the way the router ranks routes. */
export function findPageTitle(pathname: string): string | undefined {
  const path = matchRoutes(titledRoutes, pathname)?.at(-1)?.route.path;
  return path === undefined ? undefined : titles[path];
}
