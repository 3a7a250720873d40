import type { GamificationProfile } from '@assay/contracts';
import { Flame, Star, Trophy } from 'lucide-react';
import { StatTile } from '@/components/stat-tile';

/** The level's progress bar: XP into this level out of what the next one takes. */
export function XpBar({ profile }: { profile: GamificationProfile }) {
  const max = Math.max(1, profile.xp_for_next_level);
  const value = Math.min(profile.xp_progress, max);
  const next = profile.current_level + 1;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id="xp-bar-label" className="font-medium">
          {`Level ${profile.current_level}`}
        </span>
        <span className="tabular-nums text-muted-foreground">{`${value} / ${max} XP to level ${next}`}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="xp-bar-label"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={`${value} of ${max} XP to level ${next}`}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${(value / max) * 100}%` }}
        />
      </div>
    </div>
  );
}

/** The candidate's standing: level and XP bar, then their points, streak and solves as tiles. */
export function LevelCard({ profile }: { profile: GamificationProfile }) {
  return (
    <section aria-labelledby="level-title" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-6">
      <h2 id="level-title" className="text-lg font-semibold">
        Your level
      </h2>
      <XpBar profile={profile} />
      <dl className="grid gap-4 sm:grid-cols-3">
        <StatTile label="Total points" value={profile.total_points} icon={<Star />} />
        <StatTile
          label="Streak"
          value={`${profile.streak_days} ${profile.streak_days === 1 ? 'day' : 'days'}`}
          icon={<Flame />}
        />
        <StatTile label="Challenges solved" value={profile.tasks_completed} icon={<Trophy />} />
      </dl>
    </section>
  );
}
