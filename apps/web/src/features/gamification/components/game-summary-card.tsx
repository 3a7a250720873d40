import { Gamepad2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDailyChallenge } from '@/features/gamification/api/get-daily-challenge';
import { useGamificationProfile } from '@/features/gamification/api/get-profile';

/**
 * The dashboard's glance at the game mode: level, streak and today's challenge, linking to /game-mode. It is an
 * extra: while it loads, or if the game mode cannot be reached, it shows nothing rather than an error on the
 * candidate's home.
 */
export function GameSummaryCard() {
  const profile = useGamificationProfile();
  const daily = useDailyChallenge();
  if (!profile.data) return null;
  const { current_level: level, streak_days: streak } = profile.data;
  return (
    <section
      aria-labelledby="game-summary-title"
      className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary"
        >
          <Gamepad2 className="size-5" />
        </span>
        <div className="flex flex-col gap-0.5">
          <h2 id="game-summary-title" className="text-base font-semibold">
            Game mode
          </h2>
          <p className="text-sm text-muted-foreground tabular-nums">
            {`Level ${level} · ${streak > 0 ? `${streak}-day streak` : 'no streak yet'}`}
            {daily.data ? ` · Today's challenge: ${daily.data.challenge.title}` : ''}
            {daily.data?.solved ? ' (solved)' : ''}
          </p>
        </div>
      </div>
      <Link
        to={paths.gameMode}
        className="inline-flex h-9 items-center rounded-md border border-border px-3 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        Open game mode
      </Link>
    </section>
  );
}
