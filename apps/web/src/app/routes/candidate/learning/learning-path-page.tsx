import { useNavigate, useParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useOutline } from '@/features/learning/api/paths';
import { PathView } from '@/features/learning/components/path-view';
import { useStartPractice } from '@/features/tasks/api/public-tasks';
import { fillPath } from '@/lib/fill-path';
import { toast } from '@/lib/toast';

/** /learning/{pathId}: the outline and the chosen step; a challenge step opens its challenge in the editor. */
export function LearningPathPage() {
  const { pathId = '' } = useParams();
  const outline = useOutline(pathId);
  const navigate = useNavigate();
  const startPractice = useStartPractice();
  return (
    <PageBody width="full">
      <PageHeader title={outline.data?.title ?? 'Learning Path'} description={outline.data?.summary} />
      <PathView
        pathId={pathId}
        openingChallenge={startPractice.isPending}
        onOpenChallenge={(templateId) =>
          startPractice.mutate(templateId, {
            onSuccess: (task) => void navigate(fillPath(paths.taskDetail, { taskId: task.id })),
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </PageBody>
  );
}
