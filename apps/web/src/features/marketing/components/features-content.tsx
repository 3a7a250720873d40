import {
  Bell,
  ClipboardList,
  Dumbbell,
  GitPullRequest,
  Layers,
  type LucideIcon,
  Send,
  SquareTerminal,
  Terminal,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { plannedInWords } from '@/features/marketing/components/roadmap-items';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/**
 * A feature the Features page claims, with the app's pages that deliver it: the public-claims test fails when one of
 * them is still a planned placeholder, so the page only ever describes what this build ships.
 */
export interface FeatureClaim {
  id: string;
  title: string;
  Icon: LucideIcon;
  summary: string;
  points: readonly string[];
  routes: readonly string[];
}

export const features: readonly FeatureClaim[] = [
  {
    id: 'execution',
    title: 'Sandboxed code execution in nine languages',
    Icon: Terminal,
    summary:
      "Candidates' code runs in a fresh, isolated sandbox for every test, on runner processes separate from the API.",
    points: [
      'No network, a read-only system, private temporary directories, and limits on CPU time, memory, processes and output.',
      'JavaScript, TypeScript and Python; C, C++, Java, Go and Rust, compiled once before the tests; SQL against a throwaway PostgreSQL database.',
      'A verdict for each test: accepted, wrong answer, time or memory limit exceeded, runtime or compile error.',
    ],
    routes: [paths.candidateTask, paths.apiStatus],
  },
  {
    id: 'templates',
    title: 'Task templates with hidden tests',
    Icon: Layers,
    summary:
      'Write a task once and reuse it, with versions so that a fix never changes a test someone has already taken.',
    points: [
      'A statement, starter code per language, a reference solution, visible examples and weighted hidden tests.',
      "Publishing runs every reference solution against every test and checks that the starter code doesn't already pass.",
      'Hints, time and memory limits and a rubric travel with the template.',
    ],
    routes: [paths.templates, paths.templateCreate, paths.templateDetail],
  },
  {
    id: 'assessments',
    title: 'Assessments',
    Icon: Send,
    summary: 'Assign a template to candidates by email and follow every task from your dashboard.',
    points: [
      'A due date, or a time limit that starts when the candidate starts.',
      'Someone not yet in your organization is invited, and gets the task when they accept.',
      'Give a candidate another go with a fork of their task.',
    ],
    routes: [paths.interviewerDashboard, paths.interviewerTasks, paths.candidates],
  },
  {
    id: 'workspace',
    title: "The candidate's workspace",
    Icon: SquareTerminal,
    summary: 'A real editor with the statement beside it, and answers in seconds.',
    points: [
      'Run the visible tests as often as you like; attempts are scored against every test, hidden ones included.',
      'Hidden tests report only how many passed, so they stay hidden.',
      'Every attempt and final submission is kept, with its score, under My submissions.',
    ],
    routes: [paths.candidateTask, paths.candidateSubmissions],
  },
  {
    id: 'practice',
    title: 'Practice and the challenge library',
    Icon: Dumbbell,
    summary:
      'A library of tested challenges candidates practise on at their own pace, with or without an organization.',
    points: [
      'Browse by difficulty, language, category and what you have solved.',
      'Practice is yours alone and never expires.',
    ],
    routes: [paths.practice, paths.search],
  },
  {
    id: 'reviews',
    title: 'Reviews with rubrics',
    Icon: ClipboardList,
    summary: 'Reviewers score against criteria agreed in advance, so two reviewers judge the same work the same way.',
    points: [
      'The code, every test result (hidden ones included) and its time against the reference solution.',
      'Comments on individual lines, and a decision: advance, hold or reject.',
      'Feedback is released to the candidate when the reviewer chooses; the decision stays with the organization.',
    ],
    routes: [paths.interviewerReviews, paths.interviewerReview],
  },
  {
    id: 'notifications',
    title: 'Notifications',
    Icon: Bell,
    summary: 'Assignments, scores, reviews and feedback reach the right people as they happen.',
    points: ['In the app, live, and by email.', 'Each person chooses, kind by kind, how they hear of it.'],
    routes: [paths.notifications, paths.settingsNotifications],
  },
  {
    id: 'github-challenges',
    title: 'Pull-request challenges from GitHub',
    Icon: GitPullRequest,
    summary:
      'Merged pull requests from real repositories, imported from GitHub and made into challenges after a preview that runs their tests.',
    points: [
      "Implement: the repository at the pull request's base, its own tests to run, and a score on the tests the change made pass while the others keep passing.",
      "Review: the pull request's diff to comment on, scored on how many of the real reviewers' comments yours locate.",
      'Published for an organization, or publicly by the platform, where anyone can try them without signing in.',
    ],
    routes: [paths.githubPrChallenges, paths.orgAdminGithubTaskCreation, paths.adminGithubTaskCreation],
  },
  {
    id: 'roles',
    title: 'Roles and organizations',
    Icon: Users,
    summary: 'Four roles, each seeing what it needs: candidate, interviewer, organization admin and platform admin.',
    points: [
      'Organizations invite their interviewers and candidates.',
      'Each organization sees only its own tasks, submissions and reviews.',
      'Role changes are audited.',
    ],
    routes: [paths.orgAdmin, paths.orgAdminUsers, paths.userTypeSelection],
  },
];

/** The body of the Features page below its heading: its content, for the route to compose. */
export function FeaturesContent() {
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        {features.map(({ id, title, Icon, summary, points }) => (
          <Card key={id} id={id} aria-labelledby={`${id}-title`} role="region">
            <CardHeader className="flex-row items-start gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <CardTitle id={`${id}-title`}>{title}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3 text-sm">
              <p>{summary}</p>
              <ul className="flex list-disc flex-col gap-1.5 pl-5 text-muted-foreground">
                {points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>
      <section aria-labelledby="planned-title" className="flex flex-col gap-3">
        <h2 id="planned-title" className="text-lg font-semibold">
          Not in this build yet
        </h2>
        <p className="max-w-3xl text-sm text-muted-foreground">
          {`Planned, and marked as planned where they appear in the app: ${plannedInWords()}.`}
        </p>
      </section>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.register}>Get started</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.roadmap}>See what ships when</Link>
        </Button>
      </div>
    </>
  );
}
