import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useTrackCurrentTask } from '@/app/layouts/current-task';
import { CandidateIntegritySignals } from '@/features/behavior/components/candidate-integrity';
import { useTelemetryRecorder } from '@/features/behavior/hooks/use-telemetry-recorder';
import { TaskFeedback } from '@/features/evaluation/components/task-feedback';
import { TryEnvironment } from '@/features/execution/components/try-environment';
import { useCreateSubmission } from '@/features/submissions/api/create-submission';
import { SubmissionHistory } from '@/features/submissions/components/submission-history';
import { SubmittedCode } from '@/features/submissions/components/submitted-code';
import { useCandidateTask, type CandidateTask } from '@/features/tasks/api/get-candidate-task';
import { CandidateTaskScreen, isTaskOpen } from '@/features/tasks/components/candidate-task-screen';
import { TaskWorkbench } from '@/features/tasks/components/task-workbench';

/**
 * The editor sends the code through the submissions feature and reports how it is worked on to the behavior
 * feature's recorder (only while open); keyed by task, as the mutation's state and the recording are the task's.
 */
function Workbench({ task, open }: { task: CandidateTask; open: boolean }) {
  const telemetry = useTelemetryRecorder(task.id, { enabled: open });
  return <TaskWorkbench task={task} open={open} submission={useCreateSubmission()} telemetry={telemetry} />;
}

/** /tasks/{id} (and its aliases): the tasks feature's screen, with evaluation's feedback and submissions' parts. */
export function TaskPage() {
  const { taskId = '' } = useParams();
  const task = useCandidateTask(taskId);
  const loaded = task.data;
  useTrackCurrentTask(
    useMemo(() => (loaded ? { id: loaded.id, title: loaded.title, open: isTaskOpen(loaded) } : undefined), [loaded]),
  );
  return (
    <CandidateTaskScreen
      taskId={taskId}
      task={task}
      feedback={(data) => (
        <>
          <TaskFeedback taskId={data.id} />
          {/* Signals exist for an organization's task only, and show once its feedback is released. */}
          {data.kind === 'assigned' ? <CandidateIntegritySignals taskId={data.id} /> : null}
        </>
      )}
      workbench={(data, open) =>
        open ? (
          <Workbench key={data.id} task={data} open />
        ) : (
          <SubmittedCode
            taskId={data.id}
            reviewed={data.kind === 'assigned'}
            fallback={<Workbench key={data.id} task={data} open={false} />}
          />
        )
      }
      history={(data) => <SubmissionHistory taskId={data.id} />}
      tryout={(data) => <TryEnvironment languages={data.languages} />}
    />
  );
}
