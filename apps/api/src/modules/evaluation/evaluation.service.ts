import {
  TASK_ERROR_CODES,
  type CandidateFeedback,
  type Decision,
  type EvaluationDetail,
  type EvaluationList,
  type EvaluationListQuery,
  type LineComment,
  type LineCommentInput,
  type ReleaseInput,
  type RubricScore,
  type TemplateContent,
} from '@assay/contracts';
import type { Database } from '../../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { AuditService } from '../../platform/audit/audit.service.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { JudgingService } from '../judging/judging.service.js';
import type { ReferenceTimings } from '../judging/reference-timings.js';
import { reviewerSubmission, type SubmissionsService } from '../submissions/submissions.service.js';
import type { CandidateTasksService } from '../tasks/candidate-tasks.service.js';
import type { RequestMeta, UserRow } from '../users/users.service.js';
import type { EvaluationRepository, ReviewRow } from './evaluation.repository.js';
import { iso, qualityOf, rubricScoreOf, summaryOf, type Summary } from './evaluation-views.js';

const NOT_FOUND = 'Submission not found.';

/**
 * Review of final submissions by the organization's interviewers and orgadmins: list, start (one reviewer holds a
 * review), rubric scores, line comments, decision, and feedback released to the candidate. Another organization's
 * submissions are not found, whoever asks.
 */
export function createEvaluationService({
  db,
  repository,
  submissions,
  judging,
  referenceTimings,
  tasks,
  audit,
  outbox,
  newId,
  now = () => new Date(),
}: {
  db: Database;
  repository: EvaluationRepository;
  submissions: Pick<SubmissionsService, 'byId'>;
  judging: Pick<JudgingService, 'scoreHistory' | 'reevaluate'>;
  referenceTimings: Pick<ReferenceTimings, 'of'>;
  tasks: Pick<CandidateTasksService, 'forJudging' | 'ownTask'>;
  audit: AuditService;
  outbox: OutboxService;
  newId: () => string;
  now?: () => Date;
}) {
  function organizationOf(caller: UserRow): string {
    if (!caller.organizationId)
      throw new ForbiddenError('Create or join an organization first.', TASK_ERROR_CODES.organizationRequired);
    return caller.organizationId;
  }

  async function found(caller: UserRow, submissionId: string): Promise<Summary> {
    const row = await repository.summary(organizationOf(caller), submissionId);
    if (!row) throw new NotFoundError(NOT_FOUND);
    return row;
  }

  /** The review the caller holds and may still change. */
  async function heldReview(caller: UserRow, submissionId: string): Promise<{ row: Summary; review: ReviewRow }> {
    const row = await found(caller, submissionId);
    const review = row.review;
    if (!review) throw new ConflictError('Start the review first.');
    if (review.reviewerId !== caller.id)
      throw new ForbiddenError(
        `${row.reviewer?.name || row.reviewer?.email || 'Another reviewer'} is reviewing this submission.`,
      );
    if (review.status === 'released')
      throw new ConflictError('The feedback has been released; the review no longer changes.');
    return { row, review };
  }

  async function contentOf(taskId: string): Promise<TemplateContent> {
    const task = await tasks.forJudging(taskId);
    if (!task) throw new NotFoundError(NOT_FOUND);
    return task.version.content;
  }

  async function commentsOf(submissionId: string): Promise<LineComment[]> {
    return (await repository.comments(submissionId)).map(({ comment, author }) => ({
      id: comment.id,
      line: comment.line,
      body: comment.body,
      author,
      created_at: comment.createdAt.toISOString(),
    }));
  }

  async function detail(caller: UserRow, submissionId: string): Promise<EvaluationDetail> {
    const row = await found(caller, submissionId);
    const [submission, content, history, comments, referenceMs] = await Promise.all([
      submissions.byId(submissionId),
      contentOf(row.task.id),
      judging.scoreHistory([submissionId]),
      commentsOf(submissionId),
      referenceTimings.of(row.task.templateVersionId, row.submission.language),
    ]);
    const review = row.review;
    return {
      ...summaryOf(row),
      instructions: row.task.instructions,
      statement: content.statement,
      starter_code:
        content.languages.find((language) => language.language === row.submission.language)?.starter_code ?? '',
      submission: reviewerSubmission(submission!, content),
      score_history: history.map((entry) => ({
        score: entry.score,
        trigger: entry.trigger,
        created_at: entry.createdAt.toISOString(),
      })),
      quality: qualityOf(submission!, referenceMs),
      rubric: content.rubric.map(({ name, description, weight }) => ({ name, description, weight })),
      rubric_scores: review?.rubricScores ?? [],
      summary: review?.summary ?? '',
      feedback: review?.feedback ?? '',
      comments,
      started_at: iso(review?.startedAt),
      released_at: iso(review?.releasedAt),
      can_edit: review !== null && review.reviewerId === caller.id && review.status !== 'released',
    };
  }

  /** Records a change to the review the caller holds; a release that came first wins. */
  async function change(
    caller: UserRow,
    submissionId: string,
    patch: Partial<ReviewRow>,
    event?: { type: string; action: string; metadata: Record<string, unknown> },
    meta: RequestMeta = {},
  ) {
    const { row } = await heldReview(caller, submissionId);
    await db.transaction(async (tx) => {
      if (!(await repository.updateUnreleased(submissionId, patch, tx)))
        throw new ConflictError('The feedback has been released; the review no longer changes.');
      if (!event) return;
      const organizationId = row.task.organizationId!;
      await audit.record(
        {
          actorId: caller.id,
          action: event.action,
          organizationId,
          targetType: 'submission',
          targetId: submissionId,
          metadata: event.metadata,
          requestId: meta.requestId ?? null,
          ip: meta.ip ?? null,
        },
        tx,
      );
      await outbox.record(tx, {
        type: event.type,
        payload: {
          submissionId,
          taskId: row.task.id,
          candidateId: row.candidate.id,
          reviewerId: caller.id,
          ...event.metadata,
        },
        organizationId,
        actorId: caller.id,
      });
    });
    return detail(caller, submissionId);
  }

  return {
    /** GET /evaluation/submissions: the organization's final submissions, newest first, filtered. */
    async list(caller: UserRow, query: EvaluationListQuery): Promise<EvaluationList> {
      const { rows, total } = await repository.list(organizationOf(caller), query);
      return { submissions: rows.map(summaryOf), total, page: query.page, limit: query.limit };
    },

    detail,

    /** POST /evaluation/submissions/{id}/start: the caller takes the review (again, if it is theirs already). */
    async start(caller: UserRow, submissionId: string, meta: RequestMeta = {}): Promise<EvaluationDetail> {
      const row = await found(caller, submissionId);
      if (row.submission.status !== 'scored')
        throw new ConflictError('This submission is still being scored; review it once it has its score.');
      if (row.review) {
        if (row.review.reviewerId === caller.id) return detail(caller, submissionId);
        throw new ConflictError(
          `${row.reviewer?.name || row.reviewer?.email || 'Another reviewer'} is already reviewing this submission.`,
        );
      }
      const organizationId = row.task.organizationId!;
      await db.transaction(async (tx) => {
        const started = await repository.start(
          { submissionId, organizationId, reviewerId: caller.id, startedAt: now() },
          tx,
        );
        if (!started) throw new ConflictError('Another reviewer started this review a moment ago.');
        await audit.record(
          {
            actorId: caller.id,
            action: 'review.started',
            organizationId,
            targetType: 'submission',
            targetId: submissionId,
            metadata: { candidate: row.candidate.email },
            requestId: meta.requestId ?? null,
            ip: meta.ip ?? null,
          },
          tx,
        );
        await outbox.record(tx, {
          type: 'review.started',
          payload: { submissionId, taskId: row.task.id, candidateId: row.candidate.id, reviewerId: caller.id },
          organizationId,
          actorId: caller.id,
        });
      });
      return detail(caller, submissionId);
    },

    /** PUT /evaluation/submissions/{id}/review: rubric scores and the reviewer's own summary, saved as they are. */
    async saveReview(
      caller: UserRow,
      submissionId: string,
      input: { rubric_scores: RubricScore[]; summary: string },
    ): Promise<EvaluationDetail> {
      const { row } = await heldReview(caller, submissionId);
      const { rubric } = await contentOf(row.task.id);
      const outside = input.rubric_scores.find((entry) => entry.criterion >= rubric.length);
      if (outside)
        throw new ValidationError(
          `The rubric has ${rubric.length} criteria; there is no criterion ${outside.criterion + 1}.`,
          [{ field: 'rubric_scores', message: 'names a criterion the rubric does not have' }],
        );
      const scores = [...new Map(input.rubric_scores.map((entry) => [entry.criterion, entry])).values()].sort(
        (a, b) => a.criterion - b.criterion,
      );
      return change(caller, submissionId, {
        rubricScores: scores,
        rubricScore: rubricScoreOf(rubric, scores),
        summary: input.summary,
      });
    },

    /** POST /evaluation/submissions/{id}/comments: a comment on one line of the code. */
    async addComment(caller: UserRow, submissionId: string, input: LineCommentInput): Promise<EvaluationDetail> {
      await heldReview(caller, submissionId);
      const submission = await submissions.byId(submissionId);
      const lines = submission!.code.split('\n').length;
      if (input.line > lines)
        throw new ValidationError(`The code has ${lines} lines; choose one of them.`, [
          { field: 'line', message: `at most ${lines}` },
        ]);
      await repository.insertComment({
        id: newId(),
        submissionId,
        authorId: caller.id,
        line: input.line,
        body: input.body,
        createdAt: now(),
      });
      return detail(caller, submissionId);
    },

    async deleteComment(caller: UserRow, submissionId: string, commentId: string): Promise<EvaluationDetail> {
      await heldReview(caller, submissionId);
      if (!(await repository.deleteComment(submissionId, commentId))) throw new NotFoundError('Comment not found.');
      return detail(caller, submissionId);
    },

    /** POST /evaluation/submissions/{id}/decision: advance, hold or reject (changeable until feedback is released). */
    decide: (caller: UserRow, submissionId: string, decision: Decision, meta: RequestMeta = {}) =>
      change(
        caller,
        submissionId,
        { decision, status: 'decided', decidedAt: now() },
        { type: 'review.decided', action: 'review.decided', metadata: { decision } },
        meta,
      ),

    /** POST /evaluation/submissions/{id}/release: the candidate reads the feedback; the review is final. */
    async release(
      caller: UserRow,
      submissionId: string,
      input: ReleaseInput,
      meta: RequestMeta = {},
    ): Promise<EvaluationDetail> {
      const { row, review } = await heldReview(caller, submissionId);
      if (!review.decision) throw new ConflictError('Decide (advance, hold or reject) before releasing feedback.');
      const { rubric } = await contentOf(row.task.id);
      if (rubricScoreOf(rubric, review.rubricScores) === null && rubric.length > 0)
        throw new ConflictError('Score every rubric criterion before releasing feedback.');
      return change(
        caller,
        submissionId,
        { feedback: input.feedback, status: 'released', releasedAt: now() },
        { type: 'feedback.released', action: 'review.released', metadata: { decision: review.decision } },
        meta,
      );
    },

    /** A final submission of the caller's organization as its reviewers see it (another's: 404). */
    reviewable: found,

    /** The final submission of the caller's own task whose feedback is released, or null before (not theirs: 404). */
    async releasedSubmissionOf(caller: UserRow, taskId: string): Promise<{ submissionId: string } | null> {
      await tasks.ownTask(caller, taskId);
      const released = await repository.releasedOfTask(caller.id, taskId);
      return released ? { submissionId: released.review.submissionId } : null;
    },

    /** GET /candidate/tasks/{id}/feedback: the released feedback on the caller's own task (null before). */
    async candidateFeedback(caller: UserRow, taskId: string): Promise<CandidateFeedback> {
      await tasks.ownTask(caller, taskId);
      const released = await repository.releasedOfTask(caller.id, taskId);
      if (!released) return { feedback: null };
      const content = await contentOf(taskId);
      const scores = new Map(released.review.rubricScores.map((entry) => [entry.criterion, entry]));
      const comments = await repository.comments(released.review.submissionId);
      return {
        feedback: {
          message: released.review.feedback,
          rubric: content.rubric.map((criterion, index) => ({
            name: criterion.name,
            weight: criterion.weight,
            score: scores.get(index)?.score ?? null,
            comment: scores.get(index)?.comment ?? '',
          })),
          rubric_score: released.review.rubricScore,
          comments: comments.map(({ comment }) => ({ line: comment.line, body: comment.body })),
          code: released.code,
          language: released.language,
          released_at: released.review.releasedAt!.toISOString(),
        },
      };
    },

    /**
     * POST /tasks/{id}/evaluate: judges the task's submissions again. The task's organization's staff may; the
     * platform admin may for any task; to anyone else it is not found.
     */
    async evaluateTask(caller: UserRow, taskId: string): Promise<{ task_id: string; queued: number }> {
      const task = await tasks.forJudging(taskId);
      const allowed =
        task &&
        (caller.role === 'admin' ||
          (task.task.organizationId !== null &&
            task.task.organizationId === caller.organizationId &&
            (caller.role === 'interviewer' || caller.role === 'orgadmin')));
      if (!allowed) throw new NotFoundError('Task not found.');
      const { queued } = await judging.reevaluate(taskId);
      return { task_id: taskId, queued };
    },
  };
}
export type EvaluationService = ReturnType<typeof createEvaluationService>;
