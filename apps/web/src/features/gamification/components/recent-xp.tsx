import type { LedgerEntry, LedgerKind } from '@assay/contracts';
import { RelativeTime } from '@/components/relative-time';

const kindLabels: Record<LedgerKind, string> = {
  challenge: 'Solved',
  perfect: 'Perfect score bonus',
  daily: 'Daily challenge bonus',
  quick_fire: 'Quick-fire bonus',
  learning: 'Learning',
};

/** The newest XP earned: what for, how much, and when. */
export function RecentXp({ entries }: { entries: LedgerEntry[] }) {
  if (entries.length === 0)
    return <p className="text-sm text-muted-foreground">No XP yet. Solve a challenge to earn your first points.</p>;
  return (
    <ol aria-label="Recent XP" className="flex flex-col divide-y divide-border">
      {entries.map((entry, index) => (
        <li
          key={`${index}-${entry.kind}-${entry.challenge_id}`}
          className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm"
        >
          <span>
            <span className="text-muted-foreground">{`${kindLabels[entry.kind]}: `}</span>
            {entry.challenge_title}
          </span>
          <span className="flex items-baseline gap-3">
            <span className="font-semibold tabular-nums text-primary">{`+${entry.points} XP`}</span>
            <span className="text-xs text-muted-foreground">
              <RelativeTime value={entry.created_at} />
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
