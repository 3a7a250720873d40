import {
  DIFFICULTIES,
  GITHUB_CHALLENGE_KINDS,
  GITHUB_CHALLENGE_KIND_NAMES,
  difficultySchema,
  githubChallengeKindSchema,
  type GithubChallengeListQuery,
} from '@assay/contracts';
import { GitPullRequest, Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { difficultyBadges, difficultyLabels } from '@/components/difficulty';
import { FilterSelect } from '@/components/filter-select';
import { ListPagination } from '@/components/list-pagination';
import { QueryError } from '@/components/query-error';
import { ScoreBadge } from '@/components/score-badge';
import { TableSkeleton } from '@/components/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { fillPath } from '@/lib/fill-path';
import { readPage, useSearchParamUpdater } from '@/lib/use-search-param';
import { useGithubChallenges, type GithubChallengeSummary } from '@/features/github/api/github-challenges';

export const CATALOGUE_PAGE_SIZE = 20;

/** The catalogue's query from the URL: only values the API accepts. */
export function catalogueQuery(params: URLSearchParams): GithubChallengeListQuery {
  const difficulty = difficultySchema.safeParse(params.get('difficulty'));
  const kind = githubChallengeKindSchema.safeParse(params.get('kind'));
  return {
    page: readPage(params, 'page'),
    limit: CATALOGUE_PAGE_SIZE,
    repository: params.get('repository') || undefined,
    language: params.get('language') || undefined,
    difficulty: difficulty.success ? difficulty.data : undefined,
    kind: kind.success ? kind.data : undefined,
    search: params.get('q')?.trim() || undefined,
  };
}

function ChallengeCard({ challenge }: { challenge: GithubChallengeSummary }) {
  const headingId = `challenge-${challenge.id}`;
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{GITHUB_CHALLENGE_KIND_NAMES[challenge.kind]}</Badge>
        <Badge variant={difficultyBadges[challenge.difficulty]}>{difficultyLabels[challenge.difficulty]}</Badge>
        {challenge.best_score === null ? null : <ScoreBadge score={challenge.best_score} label="Your best" />}
      </div>
      <h2 id={headingId} className="text-base font-semibold break-words">
        {challenge.title}
      </h2>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span className="font-mono break-all">{challenge.repository}</span>
        <a
          href={challenge.pull_request_url}
          target="_blank"
          rel="noreferrer"
          className="font-mono tabular-nums underline-offset-4 hover:underline"
        >
          #{challenge.pull_request_number}
          <span className="sr-only"> on GitHub (opens in a new tab)</span>
        </a>
        {challenge.language ? <span>{challenge.language}</span> : null}
        <span className="tabular-nums">{challenge.changed_lines} lines changed</span>
      </p>
      <div className="mt-auto">
        <Button asChild size="sm">
          <Link to={fillPath(paths.codeEditor, { taskId: challenge.id })} aria-label={`Start ${challenge.title}`}>
            Start
          </Link>
        </Button>
      </div>
    </li>
  );
}

/**
 * /github-pr-challenges: the pull-request challenges the caller may open (GET /github/tasks), filtered by repository,
 * language, difficulty, kind and a search, paged — every filter in the URL.
 */
export function ChallengeCatalogue() {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const query = catalogueQuery(params);
  const page = readPage(params, 'page');
  const challenges = useGithubChallenges(query);
  const data = challenges.data;
  const filtered = Boolean(query.repository || query.language || query.difficulty || query.kind || query.search);
  const set = (name: string) => (value: string) => update({ [name]: value || null, page: null });

  return (
    <div className="flex flex-col gap-6">
      <div
        role="search"
        aria-label="Filter the pull-request challenges"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor="challenge-search">Search</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="challenge-search"
              type="search"
              className="pl-9"
              placeholder="Title or repository"
              defaultValue={params.get('q') ?? ''}
              onChange={(event) => set('q')(event.target.value.trim())}
            />
          </div>
        </div>
        <FilterSelect
          id="challenge-repository"
          label="Repository"
          value={query.repository ?? ''}
          any="Any repository"
          options={(data?.repositories ?? (query.repository ? [query.repository] : [])).map((name) => [name, name])}
          onChange={set('repository')}
        />
        <FilterSelect
          id="challenge-language"
          label="Language"
          value={query.language ?? ''}
          any="Any language"
          options={(data?.languages ?? (query.language ? [query.language] : [])).map((name) => [name, name])}
          onChange={set('language')}
        />
        <FilterSelect
          id="challenge-difficulty"
          label="Difficulty"
          value={query.difficulty ?? ''}
          any="Any difficulty"
          options={DIFFICULTIES.map((difficulty) => [difficulty, difficultyLabels[difficulty]])}
          onChange={set('difficulty')}
        />
        <FilterSelect
          id="challenge-kind"
          label="Kind"
          value={query.kind ?? ''}
          any="Any kind"
          options={GITHUB_CHALLENGE_KINDS.map((kind) => [kind, GITHUB_CHALLENGE_KIND_NAMES[kind]])}
          onChange={set('kind')}
        />
      </div>
      {challenges.isPending ? (
        <TableSkeleton label="Loading the pull-request challenges…" />
      ) : challenges.isError && !data ? (
        <QueryError
          what="The pull-request challenges could not be loaded."
          error={challenges.error}
          retrying={challenges.isFetching}
          onRetry={() => void challenges.refetch()}
        />
      ) : !data || data.items.length === 0 ? (
        <EmptyState
          icon={<GitPullRequest />}
          title={filtered ? 'No challenge matches these filters' : 'No pull-request challenges yet'}
          description={
            filtered
              ? 'Try another repository, language, difficulty or kind, or clear the search.'
              : 'These challenges are merged pull requests from real GitHub repositories: implement the change against the repository’s own tests, or review it and find what its reviewers found. Your organization’s admins publish them for you, and the platform publishes public ones for everyone; none are published yet.'
          }
          action={
            filtered ? (
              <Button
                variant="outline"
                onClick={() =>
                  update({ repository: null, language: null, difficulty: null, kind: null, q: null, page: null })
                }
              >
                Clear the filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
            {data.total === 1 ? '1 challenge' : `${data.total} challenges`}
          </p>
          <ul aria-label="Pull-request challenges" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {data.items.map((challenge) => (
              <ChallengeCard key={challenge.id} challenge={challenge} />
            ))}
          </ul>
          <ListPagination
            label="Challenge pages"
            page={page}
            limit={CATALOGUE_PAGE_SIZE}
            total={data.total}
            busy={challenges.isFetching}
            onPageChange={(next) => update({ page: next })}
          />
        </>
      )}
    </div>
  );
}
