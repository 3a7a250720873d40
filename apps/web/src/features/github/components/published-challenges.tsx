import { GITHUB_CHALLENGE_KIND_NAMES } from '@assay/contracts';
import { Link } from 'react-router';
import { difficultyBadges, difficultyLabels } from '@/components/difficulty';
import { QueryError } from '@/components/query-error';
import { RelativeTime } from '@/components/relative-time';
import { TableSkeleton } from '@/components/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { Cell, DataRow, DataTable } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { fillPath } from '@/lib/fill-path';
import { useGithubChallenges } from '@/features/github/api/github-challenges';

const visibilityLabels = { organization: 'Organization', public: 'Public' } as const;

/** The challenges already published from a repository (GET /github/tasks?repository=). */
export function PublishedChallenges({ repository }: { repository: string }) {
  const challenges = useGithubChallenges({ repository, page: 1, limit: 100 });
  const items = challenges.data?.items ?? [];
  return (
    <section aria-labelledby="published-challenges" className="flex min-w-0 flex-col gap-3">
      <h2 id="published-challenges" className="text-lg font-semibold">
        Published challenges
      </h2>
      {challenges.isPending ? (
        <TableSkeleton label="Loading the published challenges…" />
      ) : challenges.isError ? (
        <QueryError
          what="The published challenges could not be loaded."
          error={challenges.error}
          retrying={challenges.isFetching}
          onRetry={() => void challenges.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No challenge is published from {repository} yet.</p>
      ) : (
        <DataTable
          caption={`Challenges published from ${repository}`}
          columns={['Challenge', 'Pull request', 'Kind', 'Difficulty', 'Visibility', 'Published']}
        >
          {items.map((challenge) => (
            <DataRow key={challenge.id}>
              <Cell className="min-w-48">
                <Link
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  to={fillPath(paths.codeEditor, { taskId: challenge.id })}
                >
                  {challenge.title}
                </Link>
              </Cell>
              <Cell className="font-mono tabular-nums">#{challenge.pull_request_number}</Cell>
              <Cell>{GITHUB_CHALLENGE_KIND_NAMES[challenge.kind]}</Cell>
              <Cell>
                <Badge variant={difficultyBadges[challenge.difficulty]}>{difficultyLabels[challenge.difficulty]}</Badge>
              </Cell>
              <Cell>{visibilityLabels[challenge.visibility]}</Cell>
              <Cell className="whitespace-nowrap text-muted-foreground">
                <RelativeTime value={challenge.created_at} />
              </Cell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </section>
  );
}
