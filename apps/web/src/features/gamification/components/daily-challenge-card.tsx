import { CHALLENGE_CATEGORY_NAMES } from '@assay/contracts';
import { CalendarCheck, CheckCircle2 } from 'lucide-react';
import { difficultyBadges, difficultyLabels } from '@/components/difficulty';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import type { DailyChallengeAnswer } from '@/features/gamification/api/get-daily-challenge';
import { Countdown } from '@/features/gamification/components/countdown';

/** How the page opens a challenge of the library in the editor (the practice flow, which the page brings). */
export interface SolveChallenge {
  solve: (templateId: string) => void;
  /** The template being opened, while it is. */
  pending: string | null;
}

/** Today's challenge: what it pays with its bonus, whether it is solved, when the next comes, and the way in. */
export function DailyChallengeCard({
  daily,
  practice,
  onNextDay,
}: {
  daily: DailyChallengeAnswer;
  practice: SolveChallenge;
  onNextDay: () => void;
}) {
  const { challenge } = daily;
  return (
    <Card aria-labelledby="daily-title" role="region" className="flex flex-col">
      <CardHeader>
        <p className="flex items-center gap-2 text-sm font-medium text-primary">
          <CalendarCheck aria-hidden="true" className="size-4" />
          Daily challenge
        </p>
        <CardTitle id="daily-title" as="h2">
          {challenge.title}
        </CardTitle>
        <CardDescription>
          {challenge.category ? `${CHALLENGE_CATEGORY_NAMES[challenge.category]} · ` : ''}
          {`${challenge.points} points + ${daily.bonus} bonus today`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-2">
        <Badge variant={difficultyBadges[challenge.difficulty]}>{difficultyLabels[challenge.difficulty]}</Badge>
        {daily.solved ? (
          <Badge variant="success">
            <CheckCircle2 aria-hidden="true" className="size-3" />
            Solved today
          </Badge>
        ) : (
          <Badge variant="outline">Not solved yet</Badge>
        )}
      </CardContent>
      <CardFooter className="mt-auto flex-wrap justify-between gap-3">
        <span className="flex items-center gap-2 text-sm text-muted-foreground">
          Next challenge in
          <Countdown
            until={daily.next_at}
            offsetMs={daily.offsetMs}
            label="Next daily challenge in"
            elapsedText="a moment"
            onElapsed={onNextDay}
          />
        </span>
        <Button
          variant={daily.solved ? 'outline' : 'primary'}
          loading={practice.pending === challenge.id}
          onClick={() => practice.solve(challenge.id)}
        >
          {daily.solved ? 'Open it again' : 'Solve it'}
        </Button>
      </CardFooter>
    </Card>
  );
}
