import type { Badge } from '@assay/contracts';
import { Award, Lock } from 'lucide-react';
import { formatExactTime } from '@/components/relative-time';
import { cn } from '@/lib/utils';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function BadgeItem({ badge }: { badge: Badge }) {
  const earnedAt = badge.earned_at ? Date.parse(badge.earned_at) : null;
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-lg border p-3',
        badge.earned ? 'border-primary/40 bg-primary/5' : 'border-dashed border-border text-muted-foreground',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          badge.earned ? 'bg-primary text-primary-foreground' : 'bg-muted',
        )}
      >
        {badge.earned ? <Award className="size-5" /> : <Lock className="size-4" />}
      </span>
      <div className="flex flex-col gap-0.5">
        <h4 className={cn('text-sm font-semibold', badge.earned && 'text-foreground')}>{badge.name}</h4>
        <p className="text-sm">{badge.criterion}</p>
        {badge.earned && earnedAt !== null ? (
          <p className="text-xs text-muted-foreground">
            Earned{' '}
            <time dateTime={badge.earned_at ?? undefined} title={formatExactTime(earnedAt)}>
              {dateFormat.format(earnedAt)}
            </time>
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The badges earned, newest first, then the ones still to earn with what each takes. */
export function BadgesSection({ badges }: { badges: Badge[] }) {
  const earned = badges
    .filter((badge) => badge.earned)
    .sort((a, b) => Date.parse(b.earned_at ?? '') - Date.parse(a.earned_at ?? ''));
  const locked = badges.filter((badge) => !badge.earned);
  return (
    <section aria-labelledby="badges-title" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-6">
      <h2 id="badges-title" className="text-lg font-semibold">
        {`Badges (${earned.length} of ${badges.length})`}
      </h2>
      <section aria-labelledby="badges-earned-title" className="flex flex-col gap-2">
        <h3 id="badges-earned-title" className="text-base font-semibold">
          Earned
        </h3>
        {earned.length === 0 ? (
          <p className="text-sm text-muted-foreground">None yet: solve your first challenge to earn one.</p>
        ) : (
          <ul aria-labelledby="badges-earned-title" className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {earned.map((badge) => (
              <BadgeItem key={badge.id} badge={badge} />
            ))}
          </ul>
        )}
      </section>
      {locked.length > 0 ? (
        <section aria-labelledby="badges-locked-title" className="flex flex-col gap-2">
          <h3 id="badges-locked-title" className="text-base font-semibold">
            Still to earn
          </h3>
          <ul aria-labelledby="badges-locked-title" className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {locked.map((badge) => (
              <BadgeItem key={badge.id} badge={badge} />
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
