import {
  CHALLENGE_CATEGORY_NAMES,
  LANGUAGE_NAMES,
  PRACTICE_STATUS_NAMES,
  type PracticeChallenge,
} from '@assay/contracts';
import { Link, useNavigate } from 'react-router';
import { taskLink } from '@/features/tasks/components/candidate-task-table';
import { difficultyBadges, difficultyLabels } from '@/components/difficulty';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { DescriptionList } from '@/components/ui/description-list';
import { useStartPractice } from '@/features/tasks/api/public-tasks';
import { toast } from '@/lib/toast';

const statusBadges = { not_started: 'outline', attempted: 'warning', solved: 'success' } as const;

const percent = (value: number | null) => (value === null ? 'No scores yet' : `${value}%`);

/** The library's challenges as cards: where the candidate stands on each, how others fared, and the way in. */
export function ChallengeCards({ challenges }: { challenges: PracticeChallenge[] }) {
  const navigate = useNavigate();
  const start = useStartPractice();
  function practise(challenge: PracticeChallenge) {
    start.mutate(challenge.id, {
      onSuccess: (task) => void navigate(taskLink(task.id)),
      onError: (error) =>
        toast.error(error instanceof Error ? error.message : 'The practice task could not be started.'),
    });
  }
  return (
    <ul aria-label="Challenge library" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {challenges.map((challenge) => (
        <li key={challenge.id}>
          <Card className="flex h-full flex-col">
            <CardHeader>
              <CardTitle as="h3" className="text-base">
                {challenge.title}
              </CardTitle>
              <CardDescription>{`${challenge.category ? `${CHALLENGE_CATEGORY_NAMES[challenge.category]} · ` : ''}~${challenge.estimated_minutes} min`}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-3 pt-3">
              <div className="flex flex-wrap gap-2">
                <Badge variant={difficultyBadges[challenge.difficulty]}>{difficultyLabels[challenge.difficulty]}</Badge>
                <Badge variant={statusBadges[challenge.status]}>{PRACTICE_STATUS_NAMES[challenge.status]}</Badge>
              </div>
              <DescriptionList
                className="gap-x-4 gap-y-1"
                rows={[
                  [
                    'Your best score',
                    challenge.best_score === null ? 'Not scored yet' : `${challenge.best_score} / 100`,
                  ],
                  [
                    'Acceptance rate',
                    challenge.scored_tasks > 0
                      ? `${percent(challenge.acceptance_rate)} of ${challenge.scored_tasks} scored`
                      : percent(null),
                  ],
                  ['Languages', challenge.languages.map((language) => LANGUAGE_NAMES[language]).join(', ')],
                ]}
              />
            </CardContent>
            <CardFooter className="mt-auto">
              {challenge.open_task_id ? (
                <Button size="sm" asChild>
                  <Link to={taskLink(challenge.open_task_id)} aria-label={`Resume ${challenge.title}`}>
                    Resume
                  </Link>
                </Button>
              ) : (
                <Button
                  size="sm"
                  aria-label={`Practise ${challenge.title}`}
                  loading={start.isPending && start.variables === challenge.id}
                  onClick={() => practise(challenge)}
                >
                  {challenge.status === 'solved' ? 'Practise again' : 'Practise'}
                </Button>
              )}
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}
