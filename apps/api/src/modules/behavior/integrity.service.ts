import {
  SIGNAL_THRESHOLDS,
  type AppealInput,
  type AppealReplyInput,
  type CandidateIntegrity,
  type IntegrityReport,
  type SimilarityMatch,
} from '@assay/contracts';
import type { Database } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../../platform/audit/audit.service.js';
import type { EventSubscriber } from '../../platform/outbox/outbox.dispatcher.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { EvaluationService } from '../evaluation/evaluation.service.js';
import type { SubmissionScoredPayload } from '../judging/submission-scored.js';
import type { RequestMeta, UserRow } from '../users/users.service.js';
import type { AppealRow, BehaviorRepository, ReportRow, SessionRow } from './behavior.repository.js';
import { isLargeExternalPaste, signalsOf, summaryOf, type StoredMatch } from './integrity-signals.js';
import { factsOf, measuresOf, type Paste } from './recording-facts.js';
import type { SimilarityService } from './similarity/similarity.service.js';

/** What the report needs of the similarity index. */
export type SimilarityIndex = Pick<SimilarityService, 'indexAndMatch' | 'pasteMatch'>;

const NO_REPORT = 'There is no integrity report for this task until its feedback is released.';

const appealView = (appeal: AppealRow | null): IntegrityReport['appeal'] =>
  appeal
    ? {
        explanation: appeal.explanation,
        submitted_at: appeal.submittedAt.toISOString(),
        reply: appeal.reply,
        replied_at: appeal.repliedAt?.toISOString() ?? null,
        replied_by: appeal.repliedBy,
      }
    : null;

function baseView(
  submissionId: string,
  report: ReportRow | null,
  session: SessionRow | null,
  appeal: AppealRow | null,
): Omit<IntegrityReport, 'matches'> {
  return {
    submission_id: submissionId,
    computed_at: report?.computedAt.toISOString() ?? null,
    signals: report?.signals ?? [],
    summary: report?.summary ?? { info: 0, review: 0, strong: 0 },
    telemetry_available: session !== null && session.purgedAt === null && session.batches > 0,
    telemetry_capped: session?.cappedAt != null,
    appeal: appealView(appeal),
  };
}

/**
 * Integrity reports: computed for each final submission once it is scored (the `behavior-integrity` subscriber of
 * `submission.scored`), read by the task's organization's reviewers with the matching code they may read, and by the
 * candidate once feedback is released, who may answer them (an appeal the reviewer answers; both audited).
 */
export function createIntegrityService({
  db,
  repository,
  similarity,
  evaluation,
  audit,
  outbox,
  now = () => new Date(),
}: {
  db: Database;
  repository: BehaviorRepository;
  similarity: SimilarityIndex;
  evaluation: Pick<EvaluationService, 'reviewable' | 'releasedSubmissionOf'>;
  audit: AuditService;
  outbox: OutboxService;
  now?: () => Date;
}) {
  /** Computes and stores a final submission's report and its task's measures; again replaces both. */
  async function compute(submissionId: string): Promise<void> {
    const context = await repository.submissionContext(submissionId);
    if (!context || context.submission.kind !== 'final' || context.submission.score === null) return;
    const { submission, task, content } = context;
    const score = context.submission.score;
    const recording = await repository.recording(task.id);
    const events = recording.session?.purgedAt ? [] : recording.events;
    const facts = events.length > 0 ? factsOf(events) : null;
    const language = content.languages.find((entry) => entry.language === submission.language);
    const found = await similarity.indexAndMatch({
      submissionId,
      templateVersionId: task.templateVersionId,
      language: submission.language,
      code: submission.code,
      starterCode: language?.starter_code ?? '',
      references: content.languages.map((entry) => ({ language: entry.language, code: entry.reference_solution })),
    });
    const others = await repository.matchedSubmissions(
      found.flatMap((match) => (match.submissionId ? [match.submissionId] : [])),
    );
    const organizationOf = new Map(others.map((other) => [other.id, other.organizationId]));
    const matches: StoredMatch[] = found.map((match) => ({
      kind: match.kind,
      submission_id: match.submissionId,
      language: match.language,
      score: match.score,
      regions: match.regions,
      same_organization:
        match.kind === 'reference' ? true : organizationOf.get(match.submissionId ?? '') === task.organizationId,
    }));
    const pasteMatches = new Map<Paste, { submissionId: string; share: number }>();
    for (const paste of facts?.pastes.filter(isLargeExternalPaste) ?? []) {
      if (!paste.text) continue;
      const match = await similarity.pasteMatch({
        text: paste.text,
        language: paste.language,
        templateVersionId: task.templateVersionId,
        excludeSubmissionIds: [submissionId],
      });
      if (match) pasteMatches.set(paste, match);
    }
    const submittedAt = task.submittedAt ?? submission.createdAt;
    const solveMs = task.startedAt ? submittedAt.getTime() - task.startedAt.getTime() : null;
    const historyMs = await repository.solveHistory({
      candidateId: task.candidateId,
      difficulty: content.difficulty,
      before: submittedAt,
      minScore: SIGNAL_THRESHOLDS.fastSolveMinScore,
      exceptTaskId: task.id,
    });
    const signals = signalsOf({
      facts,
      finalCode: submission.code,
      durationMs: task.durationMinutes ? task.durationMinutes * 60_000 : null,
      solveMs,
      score,
      historyMs,
      matches,
      pasteMatches,
    });
    const measures = facts ? measuresOf(events) : null;
    await db.transaction(async (tx) => {
      // Practice has no reviewer and no feedback: its recording serves the candidate's own analysis only.
      if (task.organizationId !== null)
        await repository.saveReport(
          { submissionId, taskId: task.id, signals, matches, summary: summaryOf(signals), computedAt: now() },
          tx,
        );
      await repository.saveTaskSummary(
        {
          taskId: task.id,
          candidateId: task.candidateId,
          submissionId,
          practice: task.organizationId === null,
          difficulty: content.difficulty,
          language: submission.language,
          score,
          submittedAt,
          solveMs,
          timeToFirstRunMs: measures?.timeToFirstRunMs ?? null,
          editRunCycles: measures?.editRunCycles ?? null,
          testedBeforeSubmit: measures?.testedBeforeSubmit ?? null,
          recoveryRuns: measures?.recoveryRuns ?? null,
          activeMs: measures?.activeMs ?? null,
        },
        tx,
      );
    });
  }

  const subscriber: EventSubscriber = {
    name: 'behavior-integrity',
    types: ['submission.scored'],
    async handle(event) {
      const payload = event.payload as unknown as SubmissionScoredPayload;
      if (payload.kind === 'final') await compute(payload.submissionId);
    },
  };

  /** The matches as the caller may read them: other code and names only from their own organization. */
  async function matchesFor(caller: UserRow, report: ReportRow | null, submissionId: string) {
    if (!report || report.matches.length === 0) return [];
    const context = await repository.submissionContext(submissionId);
    const others = new Map(
      (
        await repository.matchedSubmissions(
          report.matches.flatMap((match) => (match.submission_id ? [match.submission_id] : [])),
        )
      ).map((other) => [other.id, other]),
    );
    const ownTemplate = context?.templateOrganizationId === caller.organizationId;
    return report.matches.map((match): SimilarityMatch => {
      if (match.kind === 'reference') {
        const reference = context?.content.languages.find((entry) => entry.language === match.language);
        return {
          ...match,
          candidate_name: null,
          other_code: ownTemplate ? (reference?.reference_solution ?? null) : null,
        };
      }
      const other = others.get(match.submission_id ?? '');
      const readable = other !== undefined && other.organizationId === caller.organizationId;
      return {
        ...match,
        same_organization: readable,
        candidate_name: readable ? other.candidateName : null,
        other_code: readable ? other.code : null,
      };
    });
  }

  async function reviewerView(caller: UserRow, submissionId: string, taskId: string): Promise<IntegrityReport> {
    const [report, recording, appeal] = await Promise.all([
      repository.report(submissionId),
      repository.session(taskId),
      repository.appeal(submissionId),
    ]);
    return {
      ...baseView(submissionId, report, recording, appeal),
      matches: await matchesFor(caller, report, submissionId),
    };
  }

  async function candidateView(submissionId: string, taskId: string): Promise<CandidateIntegrity> {
    const [report, session, appeal] = await Promise.all([
      repository.report(submissionId),
      repository.session(taskId),
      repository.appeal(submissionId),
    ]);
    return {
      ...baseView(submissionId, report, session, appeal),
      can_appeal: appeal?.repliedAt == null,
    };
  }

  async function released(caller: UserRow, taskId: string): Promise<string> {
    const found = await evaluation.releasedSubmissionOf(caller, taskId);
    if (!found) throw new NotFoundError(NO_REPORT);
    return found.submissionId;
  }

  return {
    subscriber,
    compute,

    /** GET /behavior/submissions/{id}/integrity. */
    async forReviewer(caller: UserRow, submissionId: string): Promise<IntegrityReport> {
      const summary = await evaluation.reviewable(caller, submissionId);
      return reviewerView(caller, submissionId, summary.task.id);
    },

    /** GET /behavior/tasks/{id}/integrity: the candidate's own signals, once feedback is released. */
    async forCandidate(caller: UserRow, taskId: string): Promise<CandidateIntegrity> {
      return candidateView(await released(caller, taskId), taskId);
    },

    /** POST /behavior/tasks/{id}/integrity/appeal: the candidate's explanation (again replaces it until answered). */
    async appeal(caller: UserRow, taskId: string, input: AppealInput, meta: RequestMeta = {}) {
      const submissionId = await released(caller, taskId);
      await db.transaction(async (tx) => {
        const saved = await repository.saveAppeal(
          { submissionId, candidateId: caller.id, explanation: input.explanation, submittedAt: now() },
          tx,
        );
        if (!saved) throw new ConflictError('Your explanation has been answered; it no longer changes.');
        const context = await repository.submissionContext(submissionId, tx);
        await audit.record(
          {
            actorId: caller.id,
            action: 'integrity.appealed',
            organizationId: context?.task.organizationId ?? null,
            targetType: 'submission',
            targetId: submissionId,
            metadata: { length: input.explanation.length },
            requestId: meta.requestId ?? null,
            ip: meta.ip ?? null,
          },
          tx,
        );
        // The reviewer who holds the review is told (the page's link opens it on the report).
        await outbox.record(tx, {
          type: 'integrity.appealed',
          payload: {
            submissionId,
            taskId,
            candidateId: caller.id,
            candidateName: caller.name || caller.email,
            reviewerId: context?.reviewerId ?? null,
          },
          organizationId: context?.task.organizationId ?? null,
          actorId: caller.id,
          requestId: meta.requestId ?? null,
        });
      });
      return candidateView(submissionId, taskId);
    },

    /** POST /behavior/submissions/{id}/integrity/appeal/reply: a reviewer of the organization answers. */
    async reply(caller: UserRow, submissionId: string, input: AppealReplyInput, meta: RequestMeta = {}) {
      const summary = await evaluation.reviewable(caller, submissionId);
      await db.transaction(async (tx) => {
        const answered = await repository.replyToAppeal(
          submissionId,
          { reply: input.reply, repliedBy: caller.name || caller.email, repliedAt: now() },
          tx,
        );
        if (!answered) throw new NotFoundError('The candidate has not written an explanation to answer.');
        await audit.record(
          {
            actorId: caller.id,
            action: 'integrity.appeal_answered',
            organizationId: summary.task.organizationId,
            targetType: 'submission',
            targetId: submissionId,
            metadata: { length: input.reply.length },
            requestId: meta.requestId ?? null,
            ip: meta.ip ?? null,
          },
          tx,
        );
        await outbox.record(tx, {
          type: 'integrity.answered',
          payload: { submissionId, taskId: summary.task.id, candidateId: answered.candidateId },
          organizationId: summary.task.organizationId,
          actorId: caller.id,
          requestId: meta.requestId ?? null,
        });
      });
      return reviewerView(caller, submissionId, summary.task.id);
    },
  };
}
export type IntegrityService = ReturnType<typeof createIntegrityService>;
