import { REVIEW_MATCH_LINES } from '@assay/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DocsGuide } from '@/features/marketing/components/docs-guides';
import { Section, TextCard } from '@/features/marketing/components/marketing-sections';
import { paths } from '@/config/paths';

const linkClass = 'text-primary underline underline-offset-4';

export const pullRequestGuide: DocsGuide = {
  id: 'pull-request-challenges',
  title: 'Pull-request challenges',
  routes: [
    paths.githubPrChallenges,
    paths.settingsGithub,
    paths.orgAdminGithubIntegration,
    paths.orgAdminGithubTaskCreation,
    paths.adminGithubIntegration,
    paths.adminGithubTaskCreation,
  ],
};

const steps: [string, ReactNode][] = [
  [
    'What they are',
    'A merged pull request from a real repository, made into a challenge. Implement: the repository at the commit before the change, the issue it fixed, and the files it touched — make the change. Review: the pull request’s diff — find what its reviewers found.',
  ],
  [
    'Solving one',
    <>
      Open one from{' '}
      <Link to={paths.githubPrChallenges} className={linkClass}>
        GitHub PR Challenges
      </Link>
      . Edit the files in the editor, read the rest of the repository beside them, and run the repository’s own tests in
      the sandbox (no network, nothing kept). A public challenge opens without signing in; submitting needs an account.
    </>,
  ],
  [
    'How implementations are scored',
    'The pull request’s own versions of its test files are the hidden tests; they replace yours when you submit. The tests that failed before the change and passed after it each earn an equal share of 100; each test that passed before and your change breaks costs one share.',
  ],
  [
    'How reviews are scored',
    `Each of the real reviewers’ substantive comments (not “LGTM”) that one of yours locates — the same file, within ${REVIEW_MATCH_LINES} lines — earns an equal share of 100; each comment that locates none costs half a share. After you submit, the reviewers’ comments are shown beside yours.`,
  ],
  [
    'Publishing (organization admins)',
    <>
      Connect GitHub and import a repository’s merged pull requests on{' '}
      <Link to={paths.orgAdminGithubIntegration} className={linkClass}>
        GitHub Integration
      </Link>
      , then on{' '}
      <Link to={paths.orgAdminGithubTaskCreation} className={linkClass}>
        GitHub Task Creation
      </Link>{' '}
      preview them: each pull request’s tests run before and after its change to find what a submission is scored on.
      Publish for your organization’s members; the platform admin may publish for everyone.
    </>,
  ],
  [
    'What runs where',
    'Repositories are fetched with your organization’s token and kept by commit on the server; dependencies are installed from the lock file there without running install scripts (Node with npm, Python from wheels). Tests run in the sandbox like every other run. JavaScript with node:test and Python with unittest are supported today.',
  ],
];

/** The guide to pull-request challenges: solving them, how they are scored, publishing them. */
export function PullRequestGuide() {
  return (
    <Section
      id={pullRequestGuide.id}
      title={pullRequestGuide.title}
      description="Real changes in real codebases: solving them, how they are scored, and publishing them from GitHub."
    >
      <div className="grid gap-6 md:grid-cols-2">
        {steps.map(([title, text]) => (
          <TextCard key={title} title={title}>
            {text}
          </TextCard>
        ))}
      </div>
    </Section>
  );
}
