import { GITHUB_CHALLENGE_KIND_NAMES } from '@assay/contracts';
import { ExternalLink } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { difficultyBadges, difficultyLabels } from '@/components/difficulty';
import { MarkdownText } from '@/components/markdown';
import { PageBody, PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { ResizableHandle, ResizablePanel, ResizablePanelGroup } from '@/components/ui/resizable';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGithubChallenge, type GithubChallenge } from '@/features/github/api/github-challenges';
import { ImplementWorkspace } from '@/features/github/components/implement-workspace';
import { ReviewWorkspace } from '@/features/github/components/review-workspace';

const WIDE_QUERY = '(min-width: 1024px)';

/** The challenge's name, kind, difficulty and pull request, kept in view while the panels scroll. */
function ChallengeBar({ challenge }: { challenge: GithubChallenge }) {
  useDocumentTitle(challenge.title);
  return (
    <div className="sticky top-14 z-20 border-b border-border bg-background/95 px-4 py-2 backdrop-blur sm:px-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <h1 className="min-w-0 text-lg font-semibold tracking-tight break-words">{challenge.title}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="outline">{GITHUB_CHALLENGE_KIND_NAMES[challenge.kind]}</Badge>
          <Badge variant={difficultyBadges[challenge.difficulty]}>{difficultyLabels[challenge.difficulty]}</Badge>
          <a
            href={challenge.pull_request_url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-mono text-muted-foreground underline-offset-4 hover:underline"
          >
            <span className="break-all">
              {challenge.repository}#{challenge.pull_request_number}
            </span>
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(on GitHub, opens in a new tab)</span>
          </a>
        </div>
      </div>
    </div>
  );
}

function Statement({ challenge }: { challenge: GithubChallenge }) {
  return (
    <section aria-labelledby="statement-title" className="flex min-w-0 flex-col gap-3">
      <h2 id="statement-title" className="text-lg font-semibold">
        Statement
      </h2>
      {challenge.statement.trim() ? (
        <MarkdownText text={challenge.statement} />
      ) : (
        <p className="text-sm text-muted-foreground">The pull request came without a description.</p>
      )}
      <p className="text-sm text-muted-foreground">
        {challenge.kind === 'implement'
          ? `Make the change the pull request made, against the repository at commit ${challenge.base_sha.slice(0, 7)}: the tests it added are hidden, and the repository’s other tests must keep passing.`
          : `Review the pull request’s ${challenge.changed_lines} changed lines as a reviewer would.`}
      </p>
    </section>
  );
}

function Work({ challenge, signedIn }: { challenge: GithubChallenge; signedIn: boolean }) {
  if (challenge.kind === 'implement' && challenge.implement)
    return <ImplementWorkspace challenge={challenge} implement={challenge.implement} signedIn={signedIn} />;
  if (challenge.kind === 'review' && challenge.review)
    return <ReviewWorkspace challenge={challenge} review={challenge.review} signedIn={signedIn} />;
  return <p className="text-sm text-muted-foreground">This challenge has nothing to work on yet.</p>;
}

function Layout({ statement, work }: { statement: ReactNode; work: ReactNode }) {
  // Chosen when the page opens, not on every resize: the other layout would mount the editor afresh.
  const [wide] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches);
  if (wide)
    return (
      <ResizablePanelGroup orientation="horizontal" className="h-[calc(100dvh-7.5rem)]">
        <ResizablePanel defaultSize="35%" minSize="20%" className="overflow-y-auto px-6 py-6">
          {statement}
        </ResizablePanel>
        <ResizableHandle aria-label="Resize the statement and the workspace" />
        <ResizablePanel defaultSize="65%" minSize="30%" className="overflow-y-auto px-6 py-6">
          {work}
        </ResizablePanel>
      </ResizablePanelGroup>
    );
  return (
    <div className="flex min-w-0 flex-col gap-8 px-4 py-6 sm:px-6">
      {statement}
      {work}
    </div>
  );
}

/**
 * /code-editor/{github_pr_…}: a pull-request challenge, open to anyone who may see it, signed in or not (SPEC.md §2,
 * rule 7); submitting needs a session.
 */
export function ChallengeWorkspace({ challengeId }: { challengeId: string }) {
  const challenge = useGithubChallenge(challengeId);
  const signedIn = useAuth().status === 'authenticated';
  if (challenge.isPending)
    return (
      <PageBody width="full">
        <TableSkeleton label="Opening the challenge…" />
      </PageBody>
    );
  if (challenge.isError)
    return (
      <PageBody width="full">
        <PageHeader title="GitHub Pull Request Task" />
        <QueryError
          what="The pull-request challenge could not be opened."
          error={challenge.error}
          retrying={challenge.isFetching}
          onRetry={() => void challenge.refetch()}
        />
      </PageBody>
    );
  const data = challenge.data;
  return (
    <div className="flex w-full min-w-0 flex-col">
      <ChallengeBar challenge={data} />
      <Layout statement={<Statement challenge={data} />} work={<Work challenge={data} signedIn={signedIn} />} />
    </div>
  );
}
