import { isGithubTaskId } from '@assay/contracts';
import { useParams } from 'react-router';
import { lazyComponent } from '@/lib/lazy-component';

const TaskPage = lazyComponent(() => import('@/app/routes/candidate/task/task-page').then((m) => m.TaskPage));
const ChallengeWorkspace = lazyComponent(() =>
  import('@/features/github/components/challenge-workspace').then((m) => m.ChallengeWorkspace),
);

/**
 * /code-editor/{taskId}: a pull-request challenge (`github_pr_…`, open without sign-in, SPEC.md §2 rule 7) in its
 * workspace; any other id is the candidate's own task in the editor.
 */
export function CodeEditorPage() {
  const { taskId = '' } = useParams();
  return isGithubTaskId(taskId) ? <ChallengeWorkspace key={taskId} challengeId={taskId} /> : <TaskPage />;
}
