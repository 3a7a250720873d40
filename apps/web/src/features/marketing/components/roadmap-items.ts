import { paths } from '@/config/paths';

/**
 * One stage of the roadmap, with the app's pages that deliver it. A shipped stage's pages are built; a planned
 * stage's pages are still "planned" placeholders (app/routes/planned-pages.ts). The public-claims test holds the
 * roadmap to that, so building a page without moving its stage to shipped, or listing a stage as shipped whose pages
 * are placeholders, fails.
 */
export interface RoadmapItem {
  title: string;
  text: string;
  status: 'Shipped' | 'Planned';
  routes: readonly string[];
}

export const shippedStages: readonly RoadmapItem[] = [
  {
    title: 'Identity',
    text: 'Sign-up and sign-in with email and password, Google or your own OpenID Connect provider; roles, guarded pages, the role sidebar, and your sessions on every device.',
    status: 'Shipped',
    routes: [paths.login, paths.register, paths.userTypeSelection, paths.settingsSecurity],
  },
  {
    title: 'Organizations',
    text: 'Creating an organization, inviting members one by one or in bulk, changing their roles (audited), and the organization’s settings.',
    status: 'Shipped',
    routes: [paths.organizationForm, paths.orgAdmin, paths.orgAdminUsers, paths.orgAdminSettings, paths.invitation],
  },
  {
    title: 'Code execution',
    text: 'A fresh sandbox for every run, with no network and limits on time, memory and output: JavaScript, TypeScript, Python, C, C++, Java, Go, Rust and SQL.',
    status: 'Shipped',
    routes: [paths.apiStatus],
  },
  {
    title: 'Templates and the editor',
    text: 'Templates with visible and hidden tests, validated against their reference solutions before they publish as immutable versions; the candidate’s editor with test runs, attempts and the final submission.',
    status: 'Shipped',
    routes: [paths.templates, paths.templateCreate, paths.templateDetail, paths.candidateTask],
  },
  {
    title: 'Assessments',
    text: 'Assigning a template to candidates by email, with a due date or a time limit, and following every task.',
    status: 'Shipped',
    routes: [paths.interviewerDashboard, paths.interviewerTasks, paths.orgAdminTasks, paths.candidates],
  },
  {
    title: 'Review and notifications',
    text: 'Rubric scoring, line comments, a decision and released feedback; notifications in the app, live, and by email.',
    status: 'Shipped',
    routes: [paths.interviewerReviews, paths.interviewerReview, paths.notifications, paths.settingsNotifications],
  },
  {
    title: 'The challenge library and practice',
    text: 'A library of tested challenges to practise on, with your own history of submissions, and search.',
    status: 'Shipped',
    routes: [paths.practice, paths.candidateSubmissions, paths.search],
  },
  {
    title: 'Platform administration',
    text: 'Platform templates, every organization’s tasks, and the system settings with the mail kept when no mail server is set.',
    status: 'Shipped',
    routes: [paths.adminTemplates, paths.adminTasks, paths.adminSettings],
  },
  {
    title: 'Analytics',
    text: 'Pass rates, time to submit and review turnaround over a chosen range, each assessment’s tests and scores, and a candidate’s own progress; every chart with its table and a CSV export.',
    status: 'Shipped',
    routes: [paths.orgAdminAnalytics, paths.interviewerTaskAnalytics],
  },
  {
    title: 'Platform overview and organizations',
    text: 'The platform admin’s live service figures, usage and the errors the product reported, and every organization with its members, usage, suspension and restore.',
    status: 'Shipped',
    routes: [paths.admin, paths.adminOrganizations],
  },
  {
    title: 'Game mode',
    text: 'Points, levels and streaks for practice, badges, a daily challenge, quick-fire rounds against the clock, and leaderboards.',
    status: 'Shipped',
    routes: [paths.gameMode],
  },
  {
    title: 'Connecting GitHub',
    text: 'Connecting your GitHub account with an access token that GitHub checks first and Assay keeps encrypted; replacing the token, or disconnecting.',
    status: 'Shipped',
    routes: [paths.settingsGithub],
  },
  {
    title: 'Importing pull requests',
    text: 'Testing a repository against the connected token, then importing its merged pull requests with their changed files, linked issue and review comments, for an organization or for the platform.',
    status: 'Shipped',
    routes: [paths.orgAdminGithubIntegration, paths.adminGithubIntegration],
  },
  {
    title: 'Pull-request challenges',
    text: 'Merged pull requests made into challenges, previewed first against the repository’s own tests: implement the change (scored on the tests it added, with the others kept passing) or review it (scored on finding what its reviewers found); for an organization, or public for anyone.',
    status: 'Shipped',
    routes: [paths.githubPrChallenges, paths.orgAdminGithubTaskCreation, paths.adminGithubTaskCreation],
  },
  {
    title: 'Integrity signals and behavioral analysis',
    text: 'The editor records how a task is worked on, as candidates are told before they start; reviewers read integrity signals with their evidence and published definitions, never verdicts, and candidates see and answer them. Candidates see their own working style across their practice.',
    status: 'Shipped',
    routes: [paths.behavioralAnalysis, paths.candidateTask],
  },
  {
    title: 'Learning paths and certificates',
    text: 'Six paths of lessons, quizzes graded on the server and library challenges solved in the editor, with progress, a daily goal and curated resources; finishing one issues an Open Badges 3.0 certificate signed with Ed25519 that anyone can verify in the browser, and admins author, version and retire paths.',
    status: 'Shipped',
    routes: [
      paths.learning,
      paths.learningPath,
      paths.learningCertificates,
      paths.learningResources,
      paths.learningProgress,
      paths.adminLearning,
    ],
  },
  {
    title: 'Plans and billing',
    text: 'Free, Team, Business and Enterprise plans with their limits enforced where each is used; Stripe Checkout, plan changes, cancelling and invoices for the orgadmin, or plans assigned by the platform administrator on an instance without Stripe.',
    status: 'Shipped',
    routes: [
      paths.subscriptionPlans,
      paths.checkoutSuccess,
      paths.orgAdminBilling,
      paths.accountBilling,
      paths.pricing,
    ],
  },
  {
    title: 'Simulations',
    text: 'Mock interviews against the clock: scenarios of coding, debugging, code review, system design and behavioural stages with an interviewer persona who answers clarifying questions, nudges and follows up, then a report with strengths, gaps and the learning steps that address them.',
    status: 'Shipped',
    routes: [paths.simulations],
  },
  {
    title: 'Documentation',
    text: 'Guides to Assay by category, searchable, each with a table of contents and the next guide to read.',
    status: 'Shipped',
    routes: [paths.documentation],
  },
];

export const plannedStages: readonly RoadmapItem[] = [
  {
    title: 'Support, the lounge and company files',
    text: 'Contacting support, the organization’s lounge, and its own library of files.',
    status: 'Planned',
    routes: [paths.support, paths.lounge, paths.documentationFile],
  },
];

/** "game mode, learning paths, … and billing": the planned stages in a sentence, for pages that mention them. */
export function plannedInWords(): string {
  const names = plannedStages.map((stage) => stage.title.toLowerCase());
  return names.length > 1 ? `${names.slice(0, -1).join('; ')}; and ${names.at(-1)}` : (names[0] ?? '');
}
