import { useNavigate } from 'react-router';
import { PageBody, PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { GameMode } from '@/features/gamification/components/game-mode';
import { useStartPractice } from '@/features/tasks/api/public-tasks';
import { fillPath } from '@/lib/fill-path';
import { toast } from '@/lib/toast';

/**
 * /game-mode: the gamification feature's page. A challenge opens in the editor the way the practice catalogue opens
 * one (POST /public/tasks, then the task's page), so the tasks feature's practice flow is passed in here.
 */
export function GameModePage() {
  const navigate = useNavigate();
  const start = useStartPractice();
  const practice = {
    pending: start.isPending ? (start.variables ?? null) : null,
    solve: (templateId: string) =>
      start.mutate(templateId, {
        onSuccess: (task) => void navigate(fillPath(paths.taskDetail, { taskId: task.id })),
        onError: (error) =>
          toast.error(error instanceof Error ? error.message : 'The practice task could not be started.'),
      }),
  };
  return (
    <PageBody width="full">
      <PageHeader
        title="Game Mode"
        description="Earn points and badges by solving challenges from the library: today's challenge, quick-fire rounds against the clock, and the leaderboard."
      />
      <GameMode practice={practice} />
    </PageBody>
  );
}
