import {
  TELEMETRY_MAX_BYTES_PER_TASK,
  type Playback,
  type TelemetryBatch,
  type TelemetryReceipt,
} from '@assay/contracts';
import type { EvaluationService } from '../evaluation/evaluation.service.js';
import type { CandidateTasksService } from '../tasks/candidate-tasks.service.js';
import type { UserRow } from '../users/users.service.js';
import type { BehaviorRepository } from './behavior.repository.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The editor's recording of a task: batches in (the candidate's own open task; twice is once, out of order is put in
 * order on reading, too much is dropped and flagged — never an error the candidate sees), the replay out (the task's
 * organization's reviewers), and deletion after the retention period.
 */
export function createTelemetryService({
  repository,
  tasks,
  evaluation,
  retentionDays,
  capBytes = TELEMETRY_MAX_BYTES_PER_TASK,
  now = () => new Date(),
}: {
  repository: BehaviorRepository;
  tasks: Pick<CandidateTasksService, 'takesWork'>;
  evaluation: Pick<EvaluationService, 'reviewable'>;
  retentionDays: number;
  capBytes?: number;
  now?: () => Date;
}) {
  return {
    /** POST /behavior/tasks/{id}/telemetry. A closed task's late batch (the page hid after submitting) is not kept. */
    async record(caller: UserRow, taskId: string, batch: TelemetryBatch): Promise<TelemetryReceipt> {
      if (!(await tasks.takesWork(caller, taskId))) return { stored: false, capped: false };
      return repository.appendBatch({
        taskId,
        candidateId: caller.id,
        streamId: batch.stream,
        seq: batch.seq,
        events: batch.events,
        bytes: Buffer.byteLength(JSON.stringify(batch.events)),
        capBytes,
      });
    },

    /** GET /behavior/submissions/{id}/playback: the recording of a final submission's task, for its reviewers. */
    async playback(caller: UserRow, submissionId: string): Promise<Playback> {
      const summary = await evaluation.reviewable(caller, submissionId);
      const [context, recording] = await Promise.all([
        repository.submissionContext(submissionId),
        repository.recording(summary.task.id),
      ]);
      const submission = context!.submission;
      return {
        submission_id: submissionId,
        events: recording.events,
        streams: recording.streams,
        capped: recording.session?.cappedAt != null,
        available: recording.session !== null && recording.session.purgedAt === null && recording.events.length > 0,
        final: {
          language: submission.language,
          code: submission.code,
          submitted_at: submission.createdAt.toISOString(),
        },
      };
    },

    /** Deletes the recordings older than the retention period (the integrity reports' summaries stay). */
    purgeExpired(): Promise<number> {
      return repository.purgeBefore(new Date(now().getTime() - retentionDays * DAY_MS));
    },
  };
}
export type TelemetryService = ReturnType<typeof createTelemetryService>;
