import { LANGUAGE_NAMES, type PublicTaskSummary } from '@assay/contracts';
import { useNavigate } from 'react-router';
import { taskLink } from '@/features/tasks/components/candidate-task-table';
import { difficultyBadges, difficultyLabels } from '@/components/difficulty';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useStartPractice } from '@/features/tasks/api/public-tasks';
import { toast } from '@/lib/toast';

/** Public tasks as cards, each with a button that starts (or resumes) the candidate's own practice task. */
export function PracticeCards({ tasks, label }: { tasks: PublicTaskSummary[]; label: string }) {
  const navigate = useNavigate();
  const start = useStartPractice();
  function practise(entry: PublicTaskSummary) {
    start.mutate(entry.id, {
      onSuccess: (task) => void navigate(taskLink(task.id)),
      onError: (error) =>
        toast.error(error instanceof Error ? error.message : 'The practice task could not be started.'),
    });
  }
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tasks.map((entry) => (
        <li key={entry.id}>
          <Card className="flex h-full flex-col">
            <CardHeader>
              <CardTitle as="h3" className="text-base">
                {entry.title}
              </CardTitle>
              <CardDescription>{`${entry.languages.map((language) => LANGUAGE_NAMES[language]).join(', ')} · ~${entry.estimated_minutes} min`}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-2 pt-3">
              <Badge variant={difficultyBadges[entry.difficulty]}>{difficultyLabels[entry.difficulty]}</Badge>
              {entry.tags.slice(0, 3).map((tag) => (
                <Badge key={tag} variant="outline">
                  {tag}
                </Badge>
              ))}
            </CardContent>
            <CardFooter className="mt-auto">
              <Button
                size="sm"
                aria-label={`Practise ${entry.title}`}
                loading={start.isPending && start.variables === entry.id}
                onClick={() => practise(entry)}
              >
                Practise
              </Button>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}
