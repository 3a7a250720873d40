import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AuthRoot } from '@/app/auth-root';
import { RouteError } from '@/app/error/route-error';
import { RequireAccess } from '@/app/guards/require-access';
import { BareLayout } from '@/app/layouts/bare-layout';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RouteFallback } from '@/app/route-fallback';
import { routeAreas, type AreaHandle } from '@/app/route-areas';
import type { PlannedPath } from '@/app/routes/planned-pages';
import { paths } from '@/config/paths';
import { lazyComponent } from '@/lib/lazy-component';

// Everything below is imported dynamically: the signed-in layout and pages are chunks public visitors never load.
const AppLayout = lazyComponent(() => import('@/app/layouts/app-layout').then((m) => m.AppLayout));
const PlannedPage = lazyComponent(() => import('@/app/routes/planned-page').then((m) => m.PlannedPage));
const LandingPage = lazyComponent(() => import('@/app/routes/public/landing').then((m) => m.LandingPage));
const PricingPage = lazyComponent(() => import('@/app/routes/public/pricing').then((m) => m.PricingPage));
const FeaturesPage = lazyComponent(() => import('@/app/routes/public/features').then((m) => m.FeaturesPage));
const IntegrationsPage = lazyComponent(() =>
  import('@/app/routes/public/integrations').then((m) => m.IntegrationsPage),
);
const DocsPage = lazyComponent(() => import('@/app/routes/public/docs').then((m) => m.DocsPage));
const RoadmapPage = lazyComponent(() => import('@/app/routes/public/roadmap').then((m) => m.RoadmapPage));
const AboutPage = lazyComponent(() => import('@/app/routes/public/about').then((m) => m.AboutPage));
const DebugPage = lazyComponent(() => import('@/app/routes/public/debug').then((m) => m.DebugPage));
const UnauthorizedPage = lazyComponent(() =>
  import('@/app/routes/public/unauthorized').then((m) => m.UnauthorizedPage),
);
const CandidatesPage = lazyComponent(() =>
  import('@/app/routes/candidates/candidates-page').then((m) => m.CandidatesPage),
);
const CandidateDashboardPage = lazyComponent(() =>
  import('@/app/routes/candidate/dashboard/candidate-dashboard-page').then((m) => m.CandidateDashboardPage),
);
const PracticePage = lazyComponent(() =>
  import('@/app/routes/candidate/practice/practice-page').then((m) => m.PracticePage),
);
const GameModePage = lazyComponent(() =>
  import('@/app/routes/candidate/game-mode/game-mode-page').then((m) => m.GameModePage),
);
const OwnSubmissionsPage = lazyComponent(() =>
  import('@/app/routes/candidate/submissions/own-submissions-page').then((m) => m.OwnSubmissionsPage),
);
const ReviewsPage = lazyComponent(() => import('@/app/routes/interviewer/reviews-page').then((m) => m.ReviewsPage));
const InterviewerTasksPage = lazyComponent(() =>
  import('@/app/routes/interviewer/interviewer-tasks-page').then((m) => m.InterviewerTasksPage),
);
const TaskPage = lazyComponent(() => import('@/app/routes/candidate/task/task-page').then((m) => m.TaskPage));
const CodeEditorPage = lazyComponent(() =>
  import('@/app/routes/candidate/task/code-editor-page').then((m) => m.CodeEditorPage),
);
const GithubPrChallengesPage = lazyComponent(() =>
  import('@/app/routes/candidate/github-pr-challenges/github-pr-challenges-page').then((m) => m.GithubPrChallengesPage),
);
const LearningPage = lazyComponent(() =>
  import('@/app/routes/candidate/learning/learning-page').then((m) => m.LearningPage),
);
const LearningPathPage = lazyComponent(() =>
  import('@/app/routes/candidate/learning/learning-path-page').then((m) => m.LearningPathPage),
);
const LearningProgressPage = lazyComponent(() =>
  import('@/app/routes/candidate/learning/learning-progress-page').then((m) => m.LearningProgressPage),
);
const LearningResourcesPage = lazyComponent(() =>
  import('@/app/routes/candidate/learning/learning-resources-page').then((m) => m.LearningResourcesPage),
);
const SimulationsPage = lazyComponent(() =>
  import('@/app/routes/candidate/simulations/simulations-page').then((m) => m.SimulationsPage),
);
const DocumentationPage = lazyComponent(() =>
  import('@/app/routes/documentation/documentation-page').then((m) => m.DocumentationPage),
);
const SearchPage = lazyComponent(() => import('@/app/routes/search/search-page').then((m) => m.SearchPage));
const SettingsPage = lazyComponent(() => import('@/app/routes/settings/settings-pages').then((m) => m.SettingsPage));
const ProfileSettingsPage = lazyComponent(() =>
  import('@/app/routes/settings/settings-pages').then((m) => m.ProfileSettingsPage),
);
const NotificationSettingsPage = lazyComponent(() =>
  import('@/app/routes/settings/settings-pages').then((m) => m.NotificationSettingsPage),
);
const SecuritySettingsPage = lazyComponent(() =>
  import('@/app/routes/settings/settings-pages').then((m) => m.SecuritySettingsPage),
);
const GithubSettingsPage = lazyComponent(() =>
  import('@/app/routes/settings/settings-pages').then((m) => m.GithubSettingsPage),
);
const NotificationsPage = lazyComponent(() =>
  import('@/app/routes/settings/notifications-page').then((m) => m.NotificationsPage),
);
const ReportPage = lazyComponent(() => import('@/app/routes/interviewer/review/report-page').then((m) => m.ReportPage));
const SharedReportPage = lazyComponent(() =>
  import('@/app/routes/shared/shared-report-page').then((m) => m.SharedReportPage),
);
const ReviewPage = lazyComponent(() => import('@/app/routes/interviewer/review/review-page').then((m) => m.ReviewPage));
const CandidateProfilePage = lazyComponent(() =>
  import('@/app/routes/candidates/candidate-profile-page').then((m) => m.CandidateProfilePage),
);
const InterviewerDashboardPage = lazyComponent(() =>
  import('@/app/routes/interviewer/dashboard/interviewer-dashboard-page').then((m) => m.InterviewerDashboardPage),
);
const OrgAdminTasksPage = lazyComponent(() =>
  import('@/app/routes/staff-tasks/staff-tasks-page').then((m) => m.OrgAdminTasksPage),
);
const AdminTasksPage = lazyComponent(() =>
  import('@/app/routes/staff-tasks/staff-tasks-page').then((m) => m.AdminTasksPage),
);
const TemplatesPage = lazyComponent(() => import('@/app/routes/templates/templates-page').then((m) => m.TemplatesPage));
const TemplateCreatePage = lazyComponent(() =>
  import('@/app/routes/templates/template-editor-page').then((m) => m.TemplateCreatePage),
);
const TemplateDetailPage = lazyComponent(() =>
  import('@/app/routes/templates/template-editor-page').then((m) => m.TemplateDetailPage),
);
const ApiStatusPage = lazyComponent(() => import('@/app/routes/candidate/api-status').then((m) => m.ApiStatusPage));
const NotFoundPage = lazyComponent(() => import('@/app/routes/public/not-found').then((m) => m.NotFoundPage));
const LoginPage = lazyComponent(() => import('@/app/routes/auth/login').then((m) => m.LoginPage));
const RegisterPage = lazyComponent(() => import('@/app/routes/auth/register').then((m) => m.RegisterPage));
const CallbackPage = lazyComponent(() => import('@/app/routes/auth/callback').then((m) => m.CallbackPage));
const DebugAuthPage = lazyComponent(() => import('@/app/routes/public/debug-auth').then((m) => m.DebugAuthPage));
const DashboardPage = lazyComponent(() => import('@/app/routes/account/dashboard').then((m) => m.DashboardPage));
const UserTypeSelectionPage = lazyComponent(() =>
  import('@/app/routes/account/user-type-selection').then((m) => m.UserTypeSelectionPage),
);
const ProfilePage = lazyComponent(() => import('@/app/routes/account/profile').then((m) => m.ProfilePage));
const ProfileSetupPage = lazyComponent(() => import('@/app/routes/account/profile').then((m) => m.ProfileSetupPage));
const AdminOrganizationsPage = lazyComponent(() =>
  import('@/app/routes/admin/admin-organizations').then((m) => m.AdminOrganizationsPage),
);
const AdminOrganizationPage = lazyComponent(() =>
  import('@/app/routes/admin/admin-organizations').then((m) => m.AdminOrganizationPage),
);
const AdminUsersPage = lazyComponent(() => import('@/app/routes/admin/admin-users').then((m) => m.AdminUsersPage));
const AdminOverviewPage = lazyComponent(() =>
  import('@/app/routes/admin/admin-overview').then((m) => m.AdminOverviewPage),
);
const SystemSettingsPage = lazyComponent(() =>
  import('@/app/routes/admin/system-settings').then((m) => m.SystemSettingsPage),
);
const OrgAdminOverviewPage = lazyComponent(() =>
  import('@/app/routes/org-admin/org-admin-overview').then((m) => m.OrgAdminOverviewPage),
);
const OrgAdminUsersPage = lazyComponent(() =>
  import('@/app/routes/org-admin/org-admin-users').then((m) => m.OrgAdminUsersPage),
);
const OrgAdminSettingsPage = lazyComponent(() =>
  import('@/app/routes/org-admin/org-admin-settings').then((m) => m.OrgAdminSettingsPage),
);
const OrgAdminAnalyticsPage = lazyComponent(() =>
  import('@/app/routes/org-admin/org-admin-analytics').then((m) => m.OrgAdminAnalyticsPage),
);
const OrgAdminGithubIntegrationPage = lazyComponent(() =>
  import('@/app/routes/org-admin/org-admin-github-integration').then((m) => m.OrgAdminGithubIntegrationPage),
);
const AdminGithubIntegrationPage = lazyComponent(() =>
  import('@/app/routes/admin/admin-github-integration').then((m) => m.AdminGithubIntegrationPage),
);
const OrgAdminGithubTaskCreationPage = lazyComponent(() =>
  import('@/app/routes/org-admin/org-admin-github-task-creation').then((m) => m.OrgAdminGithubTaskCreationPage),
);
const AdminGithubTaskCreationPage = lazyComponent(() =>
  import('@/app/routes/admin/admin-github-task-creation').then((m) => m.AdminGithubTaskCreationPage),
);
const AdminLearningPage = lazyComponent(() =>
  import('@/app/routes/admin/admin-learning-page').then((m) => m.AdminLearningPage),
);
const BehavioralAnalysisPage = lazyComponent(() =>
  import('@/app/routes/candidate/behavioral-analysis/behavioral-analysis-page').then((m) => m.BehavioralAnalysisPage),
);
const TaskAnalyticsPage = lazyComponent(() =>
  import('@/app/routes/interviewer/task-analytics-page').then((m) => m.TaskAnalyticsPage),
);
const OrganizationGate = lazyComponent(() => import('@/app/guards/organization-gate').then((m) => m.OrganizationGate));
const OrganizationFormPage = lazyComponent(() =>
  import('@/app/routes/organization/organization-form').then((m) => m.OrganizationFormPage),
);
const InvitationPage = lazyComponent(() => import('@/app/routes/public/invitation').then((m) => m.InvitationPage));
const CertificatePage = lazyComponent(() =>
  import('@/app/routes/public/certificate-page').then((m) => m.CertificatePage),
);
const SubscriptionPlansPage = lazyComponent(() =>
  import('@/app/routes/billing/billing-pages').then((m) => m.SubscriptionPlansPage),
);
const BillingPage = lazyComponent(() => import('@/app/routes/billing/billing-pages').then((m) => m.BillingPage));
const CheckoutSuccessPage = lazyComponent(() =>
  import('@/app/routes/billing/billing-pages').then((m) => m.CheckoutSuccessPage),
);
const CertificatesPage = lazyComponent(() =>
  import('@/app/routes/candidate/learning/certificates-page').then((m) => m.CertificatesPage),
);

/** A pathless route grouping an area's pages behind one guard (public pages have none). */
function area(handle: AreaHandle, children: RouteObject[]): RouteObject {
  if (handle.allowedRoles === null) return { id: handle.area, handle, children };
  return { id: handle.area, handle, element: <RequireAccess handle={handle} />, children };
}

function planned(path: PlannedPath): RouteObject {
  return { path, element: <PlannedPage path={path} /> };
}

/** Pages that need the user's organization: without one they show Create Your Organization (admins skip it). */
function gated(children: RouteObject[]): RouteObject[] {
  return [{ element: <OrganizationGate />, children }];
}

const publicRoutes = area(routeAreas.public, [
  { index: true, element: <LandingPage /> },
  { path: paths.pricing, element: <PricingPage /> },
  { path: paths.features, element: <FeaturesPage /> },
  { path: paths.integrations, element: <IntegrationsPage /> },
  { path: paths.docs, element: <DocsPage /> },
  { path: paths.roadmap, element: <RoadmapPage /> },
  { path: paths.about, element: <AboutPage /> },
  { path: paths.debug, element: <DebugPage /> },
  { path: paths.unauthorized, element: <UnauthorizedPage /> },
  // /login and /register redirect to /dashboard when already signed in.
  { path: paths.login, element: <LoginPage /> },
  { path: paths.register, element: <RegisterPage /> },
  { path: paths.callback, element: <CallbackPage /> },
  // Public in SPEC.md §2, but confirming a checkout is the organization's orgadmin's: sign-in first, then back here.
  {
    element: <RequireAccess handle={routeAreas.orgAdmin} />,
    children: [{ path: paths.checkoutSuccess, element: <CheckoutSuccessPage /> }],
  },
  { path: paths.debugAuth, element: <DebugAuthPage /> },
  { path: paths.invitation, element: <InvitationPage /> },
  { path: paths.certificate, element: <CertificatePage /> },
  { path: paths.notFound, element: <NotFoundPage /> },
  { path: '*', element: <NotFoundPage /> },
]);

const signedInRoutes = area(routeAreas.signedIn, [
  { path: paths.userTypeSelection, element: <UserTypeSelectionPage /> },
  { path: paths.profileSetup, element: <ProfileSetupPage /> },
  { path: paths.subscriptionPlans, element: <SubscriptionPlansPage /> },
  { path: paths.organizationForm, element: <OrganizationFormPage /> },
  { path: paths.dashboard, element: <DashboardPage /> },
  { path: paths.profile, element: <ProfilePage /> },
  planned(paths.support),
  planned(paths.lounge),
  { path: paths.documentation, element: <DocumentationPage /> },
  planned(paths.documentationFile),
]);

const candidateRoutes = area(routeAreas.candidate, [
  { path: paths.candidateDashboard, element: <CandidateDashboardPage /> },
  { path: paths.practice, element: <PracticePage /> },
  { path: paths.candidateSubmissions, element: <OwnSubmissionsPage /> },
  { path: paths.taskDetail, element: <TaskPage /> },
  { path: paths.task, element: <TaskPage /> },
  { path: paths.candidateTask, element: <TaskPage /> },
  { path: paths.testTask, element: <TaskPage /> },
  { path: paths.apiStatus, element: <ApiStatusPage /> },
  // The guard lets /code-editor/github_pr_{n}_{n.n} through without sign-in or role (SPEC.md §2, rule 7): the
  // pull-request challenge's workspace; any other id is the candidate's own task in the editor.
  { path: paths.codeEditor, element: <CodeEditorPage /> },
  { path: paths.gameMode, element: <GameModePage /> },
  { path: paths.githubPrChallenges, element: <GithubPrChallengesPage /> },
  { path: paths.learning, element: <LearningPage /> },
  { path: paths.learningCertificates, element: <CertificatesPage /> },
  { path: paths.learningResources, element: <LearningResourcesPage /> },
  { path: paths.learningProgress, element: <LearningProgressPage /> },
  { path: paths.learningPath, element: <LearningPathPage /> },
  { path: paths.simulations, element: <SimulationsPage /> },
  { path: paths.behavioralAnalysis, element: <BehavioralAnalysisPage /> },
  { path: paths.settings, element: <SettingsPage /> },
  { path: paths.settingsProfile, element: <ProfileSettingsPage /> },
  { path: paths.settingsNotifications, element: <NotificationSettingsPage /> },
  { path: paths.settingsSecurity, element: <SecuritySettingsPage /> },
  { path: paths.settingsGithub, element: <GithubSettingsPage /> },
  { path: paths.notifications, element: <NotificationsPage /> },
  { path: paths.search, element: <SearchPage /> },
]);

const interviewerRoutes = area(
  routeAreas.interviewer,
  gated([
    {
      path: paths.interviewer,
      children: [
        { index: true, element: <Navigate to={paths.interviewerDashboard} replace /> },
        { path: paths.interviewerDashboard, element: <InterviewerDashboardPage /> },
        { path: paths.interviewerTasks, element: <InterviewerTasksPage /> },
        { path: paths.interviewerTaskAnalytics, element: <TaskAnalyticsPage /> },
        { path: paths.interviewerReviews, element: <ReviewsPage /> },
        { path: paths.interviewerReview, element: <ReviewPage /> },
        { path: paths.interviewerReport, element: <ReportPage /> },
      ],
    },
    { path: paths.candidates, element: <CandidatesPage /> },
    { path: paths.candidateProfile, element: <CandidateProfilePage /> },
  ]),
);

const templateRoutes = area(
  routeAreas.templates,
  gated([
    { path: paths.templates, element: <TemplatesPage area="staff" /> },
    { path: paths.templateCreate, element: <TemplateCreatePage area="staff" /> },
    { path: paths.templateDetail, element: <TemplateDetailPage area="staff" /> },
  ]),
);

const orgAdminRoutes = area(
  routeAreas.orgAdmin,
  gated([
    { path: paths.orgAdmin, element: <OrgAdminOverviewPage /> },
    { path: paths.orgAdminUsers, element: <OrgAdminUsersPage /> },
    { path: paths.orgAdminSettings, element: <OrgAdminSettingsPage /> },
    { path: paths.orgAdminTasks, element: <OrgAdminTasksPage /> },
    { path: paths.orgAdminBilling, element: <BillingPage title="Organization Billing" /> },
    { path: paths.orgAdminAnalytics, element: <OrgAdminAnalyticsPage /> },
    { path: paths.orgAdminGithubIntegration, element: <OrgAdminGithubIntegrationPage /> },
    { path: paths.orgAdminGithubTaskCreation, element: <OrgAdminGithubTaskCreationPage /> },
    { path: paths.accountBilling, element: <BillingPage title="Billing" /> },
  ]),
);

const adminRoutes = area(routeAreas.admin, [
  { path: paths.admin, element: <AdminOverviewPage /> },
  { path: paths.adminTasks, element: <AdminTasksPage /> },
  { path: paths.adminLearning, element: <AdminLearningPage /> },
  { path: paths.adminTemplates, element: <TemplatesPage area="admin" /> },
  { path: paths.adminTemplateCreate, element: <TemplateCreatePage area="admin" /> },
  { path: paths.adminTemplateDetail, element: <TemplateDetailPage area="admin" /> },
  { path: paths.adminOrganizations, element: <AdminOrganizationsPage /> },
  { path: paths.adminOrganization, element: <AdminOrganizationPage /> },
  { path: paths.adminUsers, element: <AdminUsersPage /> },
  { path: paths.adminSettings, element: <SystemSettingsPage /> },
  { path: paths.adminGithubIntegration, element: <AdminGithubIntegrationPage /> },
  { path: paths.adminGithubTaskCreation, element: <AdminGithubTaskCreationPage /> },
]);

/** The route table of SPEC.md §2, shared by the browser router and the tests' memory routers. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AuthRoot />,
    errorElement: <RouteError />,
    children: [
      { id: 'public-layout', element: <PublicLayout />, children: [publicRoutes] },
      // Signed out by design (the link's token is the credential), so outside every guarded area and any shell.
      {
        id: 'bare-layout',
        element: <BareLayout />,
        children: [{ path: paths.sharedReport, element: <SharedReportPage /> }],
      },
      {
        id: 'app-layout',
        element: (
          <Suspense fallback={<RouteFallback />}>
            <AppLayout />
          </Suspense>
        ),
        children: [signedInRoutes, candidateRoutes, interviewerRoutes, templateRoutes, orgAdminRoutes, adminRoutes],
      },
    ],
  },
];
