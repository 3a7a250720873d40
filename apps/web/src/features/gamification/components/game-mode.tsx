import { GAMIFICATION_ERROR_CODES } from '@assay/contracts';
import { Flame } from 'lucide-react';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { useGamificationActivity } from '@/features/gamification/api/get-activity';
import { useBadges } from '@/features/gamification/api/get-badges';
import { useDailyChallenge } from '@/features/gamification/api/get-daily-challenge';
import { useGamificationProfile } from '@/features/gamification/api/get-profile';
import { BadgesSection } from '@/features/gamification/components/badges-section';
import { useNow } from '@/features/gamification/components/countdown';
import { DailyChallengeCard, type SolveChallenge } from '@/features/gamification/components/daily-challenge-card';
import { LeaderboardCard } from '@/features/gamification/components/leaderboard-card';
import { LeaderboardNameToggle } from '@/features/gamification/components/leaderboard-name-toggle';
import { LevelCard } from '@/features/gamification/components/level-card';
import { QuickFireCard } from '@/features/gamification/components/quick-fire-card';
import { RecentXp } from '@/features/gamification/components/recent-xp';
import { StreakCalendar } from '@/features/gamification/components/streak-calendar';
import { isApiError } from '@/lib/api-client/api-error';

const panel = 'flex flex-col gap-4 rounded-lg border border-border bg-card p-6';

function CardSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className={panel}>
      <span className="sr-only">{label}</span>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

function ProfileSection() {
  const profile = useGamificationProfile();
  if (profile.isError)
    return (
      <QueryError
        what="Your level and points could not be loaded."
        error={profile.error}
        retrying={profile.isFetching}
        onRetry={() => void profile.refetch()}
      />
    );
  if (!profile.data) return <CardSkeleton label="Loading your level…" />;
  return <LevelCard profile={profile.data} />;
}

function DailySection({ practice }: { practice: SolveChallenge }) {
  const daily = useDailyChallenge();
  if (daily.isError) {
    const none = isApiError(daily.error) && daily.error.code === GAMIFICATION_ERROR_CODES.noChallenge;
    return none ? (
      <section aria-label="Daily challenge" className={panel}>
        <h2 className="text-lg font-semibold">Daily challenge</h2>
        <p className="text-sm text-muted-foreground">There is no daily challenge today. Try a quick-fire round.</p>
      </section>
    ) : (
      <QueryError
        what="Today's challenge could not be loaded."
        error={daily.error}
        retrying={daily.isFetching}
        onRetry={() => void daily.refetch()}
      />
    );
  }
  if (!daily.data) return <CardSkeleton label="Loading today's challenge…" />;
  return <DailyChallengeCard daily={daily.data} practice={practice} onNextDay={() => void daily.refetch()} />;
}

function StreakSection() {
  const profile = useGamificationProfile();
  const activity = useGamificationActivity();
  const now = useNow(60_000);
  const streak = profile.data?.streak_days;
  return (
    <section aria-labelledby="streak-title" className={panel}>
      <h2 id="streak-title" className="flex items-center gap-2 text-lg font-semibold">
        <Flame aria-hidden="true" className="size-5 text-primary" />
        {streak === undefined ? 'Streak' : `Streak: ${streak} ${streak === 1 ? 'day' : 'days'}`}
      </h2>
      {activity.isError ? (
        <QueryError
          what="Your activity could not be loaded."
          error={activity.error}
          retrying={activity.isFetching}
          onRetry={() => void activity.refetch()}
        />
      ) : !activity.data ? (
        <Skeleton className="h-28 w-72" />
      ) : (
        <StreakCalendar activity={activity.data} now={now} />
      )}
    </section>
  );
}

function RecentXpSection() {
  const activity = useGamificationActivity();
  return (
    <section aria-labelledby="recent-xp-title" className={panel}>
      <h2 id="recent-xp-title" className="text-lg font-semibold">
        Recent XP
      </h2>
      {activity.isError ? (
        <p className="text-sm text-muted-foreground">Your recent XP could not be loaded.</p>
      ) : !activity.data ? (
        <TableSkeleton rows={4} label="Loading your recent XP…" />
      ) : (
        <RecentXp entries={activity.data.recent} />
      )}
    </section>
  );
}

function BadgesArea() {
  const badges = useBadges();
  if (badges.isError)
    return (
      <QueryError
        what="Your badges could not be loaded."
        error={badges.error}
        retrying={badges.isFetching}
        onRetry={() => void badges.refetch()}
      />
    );
  if (!badges.data) return <CardSkeleton label="Loading your badges…" />;
  return <BadgesSection badges={badges.data} />;
}

function LeaderboardArea() {
  const profile = useGamificationProfile();
  return (
    <div className="flex flex-col gap-4">
      <LeaderboardCard />
      {profile.data ? <LeaderboardNameToggle profile={profile.data} /> : null}
    </div>
  );
}

/**
 * The game mode: the candidate's level, streak and XP, today's challenge, quick-fire rounds, the leaderboard and
 * badges. Challenges open in the editor through the practice flow, which the page passes in as `practice`.
 */
export function GameMode({ practice }: { practice: SolveChallenge }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ProfileSection />
      <DailySection practice={practice} />
      <StreakSection />
      <QuickFireCard />
      <LeaderboardArea />
      <RecentXpSection />
      <div className="lg:col-span-2">
        <BadgesArea />
      </div>
    </div>
  );
}
