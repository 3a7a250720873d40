import { ExternalLink, GitPullRequest } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { TextField } from '@/components/form/text-field';
import { ListPagination } from '@/components/list-pagination';
import { RelativeTime } from '@/components/relative-time';
import { TableSkeleton } from '@/components/table-skeleton';
import { Cell, DataRow, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { readPage, useSearchParamUpdater } from '@/lib/use-search-param';
import { usePullRequests, type PullRequestSummary } from '@/features/github/api/github';

const PAGE_SIZE = 20;

function FileCounts({ files }: { files: PullRequestSummary['files'] }) {
  const tests = files.filter((file) => file.is_test).length;
  const code = files.length - tests;
  return (
    <span className="tabular-nums">
      {code} code, {tests} test
    </span>
  );
}

/** Ticking pull requests in the table (GitHub Task Creation): which are ticked, and at most how many. */
export interface PullRequestSelection {
  selected: ReadonlySet<string>;
  onToggle: (id: string, selected: boolean) => void;
  max: number;
}

function PullRequestRow({
  pullRequest,
  selection,
}: {
  pullRequest: PullRequestSummary;
  selection?: PullRequestSelection | undefined;
}) {
  const ticked = selection?.selected.has(pullRequest.id) ?? false;
  return (
    <DataRow>
      {selection ? (
        <Cell className="w-10">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            aria-label={`Choose #${pullRequest.number} ${pullRequest.title}`}
            checked={ticked}
            disabled={!ticked && selection.selected.size >= selection.max}
            onChange={(event) => selection.onToggle(pullRequest.id, event.target.checked)}
          />
        </Cell>
      ) : null}
      <Cell className="min-w-64">
        <a
          href={pullRequest.html_url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-baseline gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          <span className="font-mono tabular-nums">#{pullRequest.number}</span> {pullRequest.title}
          <ExternalLink aria-hidden="true" className="size-3.5 self-center" />
          <span className="sr-only">(on GitHub, opens in a new tab)</span>
        </a>
      </Cell>
      <Cell className="font-mono">{pullRequest.repository}</Cell>
      <Cell>{pullRequest.author ?? <span className="text-muted-foreground">Unknown</span>}</Cell>
      <Cell className="whitespace-nowrap text-muted-foreground">
        <RelativeTime value={pullRequest.merged_at} />
      </Cell>
      <Cell className="whitespace-nowrap font-mono tabular-nums">
        <span className="text-success">+{pullRequest.additions}</span>{' '}
        <span className="text-destructive">−{pullRequest.deletions}</span>
      </Cell>
      <Cell className="whitespace-nowrap">
        <FileCounts files={pullRequest.files} />
      </Cell>
      <Cell>
        {pullRequest.linked_issue ? (
          <>
            <span className="font-mono tabular-nums">#{pullRequest.linked_issue.number}</span>{' '}
            {pullRequest.linked_issue.title}
          </>
        ) : (
          <span className="text-muted-foreground">None</span>
        )}
      </Cell>
      <Cell className="tabular-nums">{pullRequest.review_comment_count}</Cell>
    </DataRow>
  );
}

/**
 * "Imported pull requests": GET /github/pull-requests, filtered by repository and title and paged in the URL
 * (`?repository=`, `?q=`, `?page=`). A failed read shows as an empty list (SPEC.md §7), so this never shows an error.
 * With `repository` the table shows that repository's only (no repository filter); with `selection`, rows are ticked.
 */
export function PullRequestTable({
  repository: fixedRepository,
  selection,
}: { repository?: string; selection?: PullRequestSelection } = {}) {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const appliedRepository = fixedRepository ?? params.get('repository') ?? '';
  const appliedSearch = params.get('q') ?? '';
  const [repository, setRepository] = useState(appliedRepository);
  const [search, setSearch] = useState(appliedSearch);
  const page = readPage(params, 'page');
  const pullRequests = usePullRequests({
    repository: appliedRepository || undefined,
    search: appliedSearch || undefined,
    page,
    limit: PAGE_SIZE,
  });
  const filtered = Boolean((fixedRepository === undefined && appliedRepository) || appliedSearch);
  const items = pullRequests.data?.items ?? [];

  return (
    <section aria-labelledby="imported-pull-requests" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="imported-pull-requests" className="text-lg font-semibold">
          Imported pull requests
        </h2>
        <p className="text-sm text-muted-foreground">
          Merged pull requests imported so far, newest first.
          {selection ? ` Tick up to ${selection.max} to preview or publish as challenges.` : ''}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {fixedRepository === undefined ? (
          <TextField
            className="w-full sm:w-72"
            label="Repository"
            name="repository"
            type="search"
            placeholder="owner/name"
            spellCheck={false}
            value={repository}
            onChange={(event) => {
              setRepository(event.target.value);
              update({ repository: event.target.value.trim() || null, page: null });
            }}
          />
        ) : null}
        <TextField
          className="w-full sm:w-80"
          label="Search titles"
          name="q"
          type="search"
          placeholder="Pull request title"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            update({ q: event.target.value.trim() || null, page: null });
          }}
        />
      </div>
      {pullRequests.isPending ? (
        <TableSkeleton label="Loading the imported pull requests…" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<GitPullRequest />}
          headingLevel="h3"
          title={filtered ? 'No imported pull request matches' : 'No imported pull requests yet'}
          description={
            filtered
              ? 'The filters look at the repository’s owner/name and at pull request titles.'
              : 'Pull requests you import appear here. Each can become a challenge, on GitHub Task Creation.'
          }
        />
      ) : (
        <>
          <DataTable
            caption="Imported pull requests, newest first, with their size, files, linked issue and review comments."
            columns={[
              selection ? { label: 'Choose', hidden: true } : null,
              'Pull request',
              'Repository',
              'Author',
              'Merged',
              'Changes',
              'Files',
              'Linked issue',
              'Review comments',
            ]}
          >
            {items.map((pullRequest) => (
              <PullRequestRow key={pullRequest.id} pullRequest={pullRequest} selection={selection} />
            ))}
          </DataTable>
          <ListPagination
            label="Pull request pages"
            page={page}
            limit={PAGE_SIZE}
            total={pullRequests.data?.total ?? 0}
            busy={pullRequests.isFetching}
            onPageChange={(next) => update({ page: next })}
          />
        </>
      )}
    </section>
  );
}
