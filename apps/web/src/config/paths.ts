/**
 * Every page URL of the web app, written once (SPEC.md §2). Parameterised paths are patterns: build a link with
 * `fillPath(paths.taskDetail, { taskId })` (lib/fill-path).
 */
export const paths = {
  // Public
  home: '/',
  pricing: '/pricing',
  features: '/features',
  integrations: '/integrations',
  docs: '/docs',
  roadmap: '/roadmap',
  about: '/about',
  login: '/login',
  register: '/register',
  callback: '/callback',
  checkoutSuccess: '/checkout/success',
  debugAuth: '/debug-auth',
  debug: '/debug',
  unauthorized: '/unauthorized',
  invitation: '/invitation',
  notFound: '/404',
  /** A candidate report opened through its share link, signed out and without the app's shell (issue 25, item 7). */
  sharedReport: '/shared/reports/:token',
  /** A learning certificate's public verification page: anyone may check it, signed in or not (issue 30). */
  certificate: '/certificates/:id',

  // Any signed-in user
  userTypeSelection: '/user-type-selection',
  profileSetup: '/profile-setup',
  subscriptionPlans: '/subscription-plans',
  organizationForm: '/organization-form',
  dashboard: '/dashboard',
  profile: '/profile',
  support: '/support',
  lounge: '/lounge',
  documentation: '/documentation',
  documentationFile: '/documentation/:companyId/:fileId',

  // Candidate
  candidateDashboard: '/candidate/dashboard',
  /** The challenge library and the candidate's practice (not in SPEC.md's route list; issue 25's Practice entry). */
  practice: '/practice',
  /** The candidate's own submissions of all their tasks (not in SPEC.md's route list; issue 25's "My submissions"). */
  candidateSubmissions: '/candidate/submissions',
  taskDetail: '/tasks/:taskId',
  task: '/task/:taskId',
  candidateTask: '/candidate/tasks/:taskId',
  testTask: '/test/task/:taskId',
  apiStatus: '/api-status',
  codeEditor: '/code-editor/:taskId',
  gameMode: '/game-mode',
  githubPrChallenges: '/github-pr-challenges',
  learning: '/learning',
  learningPath: '/learning/:pathId',
  learningCertificates: '/learning/certificates',
  learningResources: '/learning/resources',
  learningProgress: '/learning/progress/:pathId',
  simulations: '/simulations',
  behavioralAnalysis: '/behavioral-analysis',
  settings: '/settings',
  settingsProfile: '/settings/profile',
  settingsNotifications: '/settings/notifications',
  settingsSecurity: '/settings/security',
  settingsGithub: '/settings/github',
  notifications: '/notifications',
  search: '/search',

  // Interviewer and orgadmin
  interviewer: '/interviewer',
  interviewerDashboard: '/interviewer/dashboard',
  interviewerTasks: '/interviewer/tasks',
  /** One assessment's analytics, opened from the org analytics and from Interviewer Tasks (issue 26). */
  interviewerTaskAnalytics: '/interviewer/tasks/:id/analytics',
  /** Every final submission by review state (not in SPEC.md's route list; issue 25's Reviews entry). */
  interviewerReviews: '/interviewer/reviews',
  /** A final submission's review (not in SPEC.md's route list; the reviewer's page of §7 Interviewer and evaluation). */
  interviewerReview: '/interviewer/reviews/:submissionId',
  /** The one-page candidate report of a reviewed task (issue 25, item 7). */
  interviewerReport: '/interviewer/reviews/:submissionId/report',
  candidates: '/candidates',
  /** One candidate's tasks and submissions (not in SPEC.md's route list). */
  candidateProfile: '/candidates/:candidateId',

  // Interviewer, orgadmin and admin
  templates: '/templates',
  templateCreate: '/templates/create',
  templateDetail: '/templates/:id',

  // Orgadmin
  orgAdmin: '/org-admin',
  orgAdminUsers: '/org-admin/users',
  orgAdminSettings: '/org-admin/settings',
  orgAdminTasks: '/org-admin/tasks',
  orgAdminBilling: '/org-admin/billing',
  orgAdminAnalytics: '/org-admin/analytics',
  orgAdminGithubIntegration: '/org-admin/github-integration',
  orgAdminGithubTaskCreation: '/org-admin/github-task-creation',
  accountBilling: '/account/billing',

  // Admin
  admin: '/admin',
  adminTasks: '/admin/tasks',
  adminLearning: '/admin/learning',
  adminTemplates: '/admin/templates',
  adminTemplateCreate: '/admin/templates/create',
  adminTemplateDetail: '/admin/templates/:id',
  adminOrganizations: '/admin/organizations',
  adminOrganization: '/admin/organizations/:id',
  /** Reached from the organization pages and System Settings, not from the sidebar (SPEC.md §6 lists its entries). */
  adminUsers: '/admin/users',
  adminSettings: '/admin/settings',
  adminGithubIntegration: '/admin/github-integration',
  adminGithubTaskCreation: '/admin/github-task-creation',
} as const;

export type PathKey = keyof typeof paths;
export type AppPath = (typeof paths)[PathKey];
