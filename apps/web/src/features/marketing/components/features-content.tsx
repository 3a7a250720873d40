import {
  Activity,
  BarChart3,
  BookOpen,
  ClipboardList,
  GitPullRequest,
  Layers,
  type LucideIcon,
  Shield,
  Terminal,
  Trophy,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

const features: { id: string; title: string; Icon: LucideIcon; summary: string; points: string[] }[] = [
  {
    id: 'execution',
    title: 'Sandboxed code execution in many languages',
    Icon: Terminal,
    summary:
      "Candidates' code runs in a fresh, isolated sandbox for every run, on runner processes separate from the API.",
    points: [
      'No network, a read-only system, a private temporary directory, and limits on time, memory and processes.',
      'Interpreted languages such as Python and JavaScript, compiled languages such as C++, Java, Go and Rust, and SQL against a throwaway database.',
      'A result for each test: passed, failed with the difference, timed out, or out of memory.',
    ],
  },
  {
    id: 'templates',
    title: 'Task templates with hidden tests',
    Icon: Layers,
    summary:
      'Write a task once and reuse it, with versions so that a fix never changes a test someone has already taken.',
    points: [
      'A statement, starter code per language, a reference solution, visible examples and hidden tests.',
      'Hints and a rubric travel with the template.',
      'A shared library of ready-made challenges to start from.',
    ],
  },
  {
    id: 'reviews',
    title: 'Interviews and reviews with rubrics',
    Icon: ClipboardList,
    summary: 'Reviewers score against criteria agreed in advance, so two reviewers judge the same work the same way.',
    points: [
      'Code, test results and run history side by side.',
      'Comments on individual lines, and a decision with its reasons.',
      'Feedback is released to the candidate when the organization chooses.',
    ],
  },
  {
    id: 'game-mode',
    title: 'Game mode',
    Icon: Trophy,
    summary:
      'Timed coding rounds with points, levels, badges and a leaderboard, for practice that is fun to come back to.',
    points: ['A daily challenge and public challenges.', 'Streaks and points by category.', 'Leaderboards by period.'],
  },
  {
    id: 'learning',
    title: 'Learning paths',
    Icon: BookOpen,
    summary: 'Guided sequences of lessons and exercises that build one skill at a time.',
    points: [
      'Progress saved step by step.',
      'Resources collected for each path.',
      'A certificate when a path is complete.',
    ],
  },
  {
    id: 'simulations',
    title: 'Simulations',
    Icon: Activity,
    summary:
      'Realistic scenarios, such as a production incident or a code review, that show how someone works rather than what they memorized.',
    points: ['Scenarios with a status you can filter and resume.', "Results kept with the candidate's other work."],
  },
  {
    id: 'behavior',
    title: 'Behavioral analysis',
    Icon: Shield,
    summary: 'A summary of how a task was approached: pacing, how often tests were run, and how the solution changed.',
    points: [
      'Candidates are told what is recorded before they start.',
      'Signals inform a reviewer; they never reject anyone automatically.',
    ],
  },
  {
    id: 'github',
    title: 'GitHub pull-request challenges',
    Icon: GitPullRequest,
    summary: 'Import real pull requests from your repositories and turn them into review and improvement tasks.',
    points: [
      'Connect a repository with a GitHub token.',
      'Choose which pull requests to import.',
      'Score historical pull requests.',
    ],
  },
  {
    id: 'analytics',
    title: 'Analytics',
    Icon: BarChart3,
    summary: 'Pass rates, time to complete and review turnaround, per task, per candidate and per organization.',
    points: ['The last 30 days by default, any period on request.', 'Performance trends for each candidate.'],
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
