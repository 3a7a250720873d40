import { LEADERBOARD_DEFAULTS, type Leaderboard, type LeaderboardPeriod, type LeaderboardType } from '@assay/contracts';
import { useState } from 'react';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { Cell, DataRow, DataTable } from '@/components/ui/data-table';
import { useLeaderboard } from '@/features/gamification/api/get-leaderboard';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { isApiError } from '@/lib/api-client/api-error';
import { cn } from '@/lib/utils';

/** The API refusing a board to the caller (no organization to rank them in), which no retry changes. */
const isRefusal = (error: Error) =>
  isApiError(error) && error.kind === 'http' && (error.status === 403 || error.status === 404);

const typeOptions = [
  { value: 'global', label: 'Everyone' },
  { value: 'organization', label: 'My organization' },
] as const satisfies readonly { value: LeaderboardType; label: string }[];

const periodOptions = [
  { value: 'all-time', label: 'All time' },
  { value: 'monthly', label: 'This month' },
  { value: 'weekly', label: 'This week' },
  { value: 'daily', label: 'Today' },
] as const satisfies readonly { value: LeaderboardPeriod; label: string }[];

const labelOf = <V extends string>(options: readonly { value: V; label: string }[], value: V) =>
  options.find((option) => option.value === value)?.label ?? value;

/** Where the caller stands when they are not among the rows shown. */
function MyPlace({ board }: { board: Leaderboard }) {
  if (board.entries.some((entry) => entry.is_me)) return null;
  return (
    <p className="text-sm">
      {board.me.rank === null ? (
        <span className="text-muted-foreground">You have no points in this period yet.</span>
      ) : (
        <>
          <span className="font-medium">{`Your rank: ${board.me.rank}`}</span>
          <span className="text-muted-foreground tabular-nums">{` · ${board.me.points} points of ${board.total} players`}</span>
        </>
      )}
    </p>
  );
}

function Board({ board, caption }: { board: Leaderboard; caption: string }) {
  if (board.entries.length === 0)
    return <p className="text-sm text-muted-foreground">Nobody has points in this period yet.</p>;
  return (
    <DataTable caption={caption} columns={['Rank', 'Name', 'Level', 'Points']}>
      {board.entries.map((entry) => (
        <DataRow
          key={`${entry.rank}-${entry.user_id ?? entry.username}`}
          aria-current={entry.is_me ? 'true' : undefined}
          className={cn(entry.is_me && 'bg-primary/10 font-semibold')}
        >
          <Cell className="tabular-nums">{entry.rank}</Cell>
          <Cell>{entry.is_me ? `${entry.username} (you)` : entry.username}</Cell>
          <Cell className="tabular-nums">{entry.current_level}</Cell>
          <Cell className="tabular-nums">{entry.points}</Cell>
        </DataRow>
      ))}
    </DataTable>
  );
}

/** The top of the leaderboard: everyone's or the organization's, over a period, the caller's row highlighted. */
export function LeaderboardCard() {
  const [type, setType] = useState<LeaderboardType>(LEADERBOARD_DEFAULTS.leaderboard_type);
  const [period, setPeriod] = useState<LeaderboardPeriod>(LEADERBOARD_DEFAULTS.period);
  const board = useLeaderboard(type, period);
  const caption = `Leaderboard: ${labelOf(typeOptions, type)}, ${labelOf(periodOptions, period).toLowerCase()}`;
  return (
    <section
      aria-labelledby="leaderboard-title"
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-6"
    >
      <h2 id="leaderboard-title" className="text-lg font-semibold">
        Leaderboard
      </h2>
      <div className="flex flex-wrap gap-3">
        <ChoiceGroup label="Leaderboard type" options={typeOptions} value={type} onChange={setType} className="w-max" />
        <ChoiceGroup label="Period" options={periodOptions} value={period} onChange={setPeriod} className="w-max" />
      </div>
      {board.isError && type === 'organization' && isRefusal(board.error) ? (
        <p className="text-sm text-muted-foreground">
          There is no organization leaderboard for you: it ranks the candidates of the organization you belong to.
        </p>
      ) : board.isError ? (
        <QueryError
          what="The leaderboard could not be loaded."
          error={board.error}
          retrying={board.isFetching}
          onRetry={() => void board.refetch()}
        />
      ) : !board.data ? (
        <TableSkeleton rows={5} label="Loading the leaderboard…" />
      ) : (
        <div
          aria-busy={board.isPlaceholderData}
          className={cn('flex flex-col gap-3', board.isPlaceholderData && 'opacity-60')}
        >
          <Board board={board.data} caption={caption} />
          <MyPlace board={board.data} />
        </div>
      )}
    </section>
  );
}
