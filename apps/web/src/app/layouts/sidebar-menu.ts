import type { Role } from '@assay/contracts';
import {
  Bell,
  Brain,
  Building2,
  ChartColumn,
  ClipboardCheck,
  ClipboardList,
  Coffee,
  CreditCard,
  Dumbbell,
  FlaskConical,
  Gamepad2,
  GitBranch,
  GitPullRequest,
  GitPullRequestCreate,
  GraduationCap,
  History,
  LayoutDashboard,
  LayoutTemplate,
  LifeBuoy,
  ListChecks,
  Settings,
  Shield,
  User,
  UserSearch,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

/** One sidebar link. Kept as plain data so tests and later issues read the menus without rendering them. */
export interface MenuEntry {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Sub-entries, shown only while the current path is under one of `expandUnder`. */
  children?: readonly MenuEntry[];
  expandUnder?: readonly string[];
}

// Labels and order are SPEC.md §6 verbatim, with issue 25's entries added (marked); the links are SPEC.md §2 (orgadmin Billing is /account/billing).
const adminMenu: readonly MenuEntry[] = [
  { label: 'Dashboard Overview', to: paths.admin, icon: LayoutDashboard },
  { label: 'Templates', to: paths.adminTemplates, icon: LayoutTemplate },
  { label: 'Learning', to: paths.adminLearning, icon: GraduationCap },
  { label: 'Organizations', to: paths.adminOrganizations, icon: Building2 },
  { label: 'Tasks', to: paths.adminTasks, icon: ListChecks },
  { label: 'System Settings', to: paths.adminSettings, icon: Settings },
  { label: 'GitHub Integration', to: paths.adminGithubIntegration, icon: GitBranch },
  { label: 'GitHub Task Creation', to: paths.adminGithubTaskCreation, icon: GitPullRequestCreate },
];

const orgAdminMenu: readonly MenuEntry[] = [
  { label: 'Dashboard Overview', to: paths.orgAdmin, icon: LayoutDashboard },
  { label: 'Task Templates', to: paths.templates, icon: LayoutTemplate },
  { label: 'Users', to: paths.orgAdminUsers, icon: Users },
  { label: 'Tasks', to: paths.orgAdminTasks, icon: ListChecks },
  { label: 'Analytics', to: paths.orgAdminAnalytics, icon: ChartColumn },
  { label: 'Billing', to: paths.accountBilling, icon: CreditCard },
  { label: 'Settings', to: paths.orgAdminSettings, icon: Settings },
  { label: 'GitHub Integration', to: paths.orgAdminGithubIntegration, icon: GitBranch },
  { label: 'GitHub Task Creation', to: paths.orgAdminGithubTaskCreation, icon: GitPullRequestCreate },
  // Beyond SPEC.md §6 (issue 25): the organization's candidates and their reviews.
  { label: 'Candidates', to: paths.candidates, icon: UserSearch },
  { label: 'Reviews', to: paths.interviewerReviews, icon: ClipboardCheck },
];

const interviewerMenu: readonly MenuEntry[] = [
  { label: 'Dashboard', to: paths.interviewerDashboard, icon: LayoutDashboard },
  { label: 'Task Templates', to: paths.templates, icon: LayoutTemplate },
  { label: 'Candidates', to: paths.candidates, icon: Users },
  // Beyond SPEC.md §6 (issue 25): where an interviewer's daily work is.
  { label: 'Assessments', to: paths.interviewerTasks, icon: ClipboardList },
  { label: 'Reviews', to: paths.interviewerReviews, icon: ClipboardCheck },
];

const candidateMenu: readonly MenuEntry[] = [
  { label: 'Dashboard', to: paths.candidateDashboard, icon: LayoutDashboard },
  // Beyond SPEC.md §6 (issue 25): the challenge library; SPEC's entries keep their order around it.
  { label: 'Practice', to: paths.practice, icon: Dumbbell },
  // Beyond SPEC.md §6 (issue 25): every submission the candidate has made, across their tasks.
  { label: 'My submissions', to: paths.candidateSubmissions, icon: History },
  { label: 'Game Mode', to: paths.gameMode, icon: Gamepad2 },
  { label: 'GitHub PR Challenges', to: paths.githubPrChallenges, icon: GitPullRequest },
  { label: 'Learning Paths', to: paths.learning, icon: GraduationCap },
  { label: 'Simulations', to: paths.simulations, icon: FlaskConical },
  { label: 'Behavioral Analysis', to: paths.behavioralAnalysis, icon: Brain },
  {
    label: 'Settings',
    to: paths.settings,
    icon: Settings,
    // /profile counts too: the candidate reaches their profile from here, so the sub-menu stays in view (SPEC.md §2).
    expandUnder: [paths.settings, paths.profile],
    children: [
      { label: 'Profile', to: paths.settingsProfile, icon: User },
      { label: 'Notifications', to: paths.settingsNotifications, icon: Bell },
      { label: 'Security', to: paths.settingsSecurity, icon: Shield },
    ],
  },
];

export const roleMenus: Readonly<Record<Role, readonly MenuEntry[]>> = {
  admin: adminMenu,
  orgadmin: orgAdminMenu,
  interviewer: interviewerMenu,
  candidate: candidateMenu,
};

/** Shown to every signed-in user after the role entries, set apart from them. */
export const commonMenu: readonly MenuEntry[] = [
  { label: 'Return To Office', to: paths.lounge, icon: Coffee },
  { label: 'Contact Support', to: paths.support, icon: LifeBuoy },
];

/** The role's entries; none for a user who has not chosen a role yet. */
export function menuFor(role: Role | null): readonly MenuEntry[] {
  return role ? roleMenus[role] : [];
}

export const roleLabels: Readonly<Record<Role, string>> = {
  admin: 'Admin',
  orgadmin: 'Organization admin',
  interviewer: 'Interviewer',
  candidate: 'Candidate',
};

/** True at `prefix` itself or below it, segment by segment: /profile-setup is not under /profile. */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isExpanded(entry: MenuEntry, pathname: string): boolean {
  return Boolean(entry.children?.length && entry.expandUnder?.some((prefix) => isUnder(pathname, prefix)));
}

/**
 * The one link to mark as the current page: the deepest entry the path is under, so /admin/templates/create
 * highlights Templates rather than Dashboard Overview (/admin) as well.
 */
export function activeLink(entries: readonly MenuEntry[], pathname: string): string | undefined {
  let best: string | undefined;
  const visit = (entry: MenuEntry) => {
    if (isUnder(pathname, entry.to) && (!best || entry.to.length > best.length)) best = entry.to;
    if (isExpanded(entry, pathname)) entry.children?.forEach(visit);
  };
  entries.forEach(visit);
  return best;
}
