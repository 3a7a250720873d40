import {
  REPORT_LINK_ERROR_CODES,
  REPORT_LINK_EXPIRED_MESSAGE,
  sharedReportPagePath,
  TASK_ERROR_CODES,
  type AttemptHistory,
  type CandidateReport,
  type ReportLink,
  type ReportStanding,
  type SharedReport,
} from '@assay/contracts';
import { ForbiddenError, GoneError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../../platform/audit/audit.service.js';
import { reviewerSubmission, type SubmissionsService } from '../submissions/submissions.service.js';
import type { CandidateTasksService } from '../tasks/candidate-tasks.service.js';
import type { RequestMeta, UserRow } from '../users/users.service.js';
import type { EvaluationRepository } from './evaluation.repository.js';
import type { Summary } from './evaluation-views.js';
import type { ReportLinkRow, ReportRepository } from './report.repository.js';
import type { ReportTokens } from './report-tokens.js';

const NOT_FOUND = 'Submission not found.';
const DAY_MS = 86_400_000;

/**
 * The reviewer's report (issue 25, item 7): a task's attempt history for its reviewers, the one-page candidate report,
 * and its share links. Staff of the task's organization read and share; a share link opens the report signed out
 * until it expires or is withdrawn. Another organization's submission is not found, whoever asks.
 */
export function createReportService({
  evaluations,
  reports,
  submissions,
  tasks,
  tokens,
  audit,
  publicUrl,
  newId,
  now = () => new Date(),
}: {
  evaluations: Pick<EvaluationRepository, 'summary'>;
  reports: ReportRepository;
  submissions: Pick<SubmissionsService, 'byId' | 'attemptHistory'>;
  tasks: Pick<CandidateTasksService, 'forJudging'>;
  tokens: ReportTokens;
  audit: AuditService;
  publicUrl: string;
  newId: () => string;
  now?: () => Date;
}) {
  async function found(organizationId: string | null, submissionId: string): Promise<Summary> {
    if (!organizationId)
      throw new ForbiddenError('Create or join an organization first.', TASK_ERROR_CODES.organizationRequired);
    const row = await evaluations.summary(organizationId, submissionId);
    if (!row) throw new NotFoundError(NOT_FOUND);
    return row;
  }

  async function contentOf(taskId: string) {
    const task = await tasks.forJudging(taskId);
    if (!task) throw new NotFoundError(NOT_FOUND);
    return task.version.content;
  }

  async function standingOf(row: Summary): Promise<ReportStanding | null> {
    const score = row.submission.score;
    if (!row.task.assessmentId || row.submission.status !== 'scored' || score === null) return null;
    const { others, below, above } = await reports.standing(row.task.assessmentId, row.candidate.id, score);
    return {
      scored_candidates: others + 1,
      scored_below: below,
      rank: above + 1,
      percentile: others > 0 ? Math.round((100 * below) / others) : null,
    };
  }

  async function build(row: Summary): Promise<CandidateReport> {
    const [submission, content, context, history, standing] = await Promise.all([
      submissions.byId(row.submission.id),
      contentOf(row.task.id),
      reports.taskContext(row.task.id),
      submissions.attemptHistory(row.task.id),
      standingOf(row),
    ]);
    const review = row.review;
    const scores = new Map((review?.rubricScores ?? []).map((entry) => [entry.criterion, entry]));
    const startedAt = context?.startedAt ?? null;
    const submittedAt = context?.submittedAt ?? row.submission.createdAt;
    return {
      submission_id: row.submission.id,
      task_id: row.task.id,
      assessment_id: row.task.assessmentId,
      organization: context?.organization ?? '',
      title: row.title,
      candidate: { name: row.candidate.name, email: row.candidate.email },
      language: row.submission.language,
      score: row.submission.score,
      passed: submission!.results.filter((result) => result.verdict === 'accepted').length,
      total: content.tests.length,
      attempts: history.filter((entry) => entry.kind === 'attempt').length,
      status: review?.status ?? 'pending',
      decision: review?.decision ?? null,
      reviewer: row.reviewer ? row.reviewer.name || row.reviewer.email : null,
      rubric: content.rubric.map((criterion, index) => ({
        name: criterion.name,
        weight: criterion.weight,
        score: scores.get(index)?.score ?? null,
        comment: scores.get(index)?.comment ?? '',
      })),
      rubric_score: review?.rubricScore ?? null,
      summary: review?.summary ?? '',
      started_at: startedAt?.toISOString() ?? null,
      submitted_at: submittedAt.toISOString(),
      time_taken_seconds: startedAt
        ? Math.max(0, Math.round((submittedAt.getTime() - startedAt.getTime()) / 1000))
        : null,
      standing,
      generated_at: now().toISOString(),
    };
  }

  const urlOf = (link: ReportLinkRow) =>
    `${publicUrl.replace(/\/$/, '')}${sharedReportPagePath.replace(
      ':token',
      tokens.sign({ linkId: link.id, expiresAt: link.expiresAt }),
    )}`;

  const linkView = (link: ReportLinkRow, creator: { name: string; email: string }): ReportLink => ({
    id: link.id,
    url: urlOf(link),
    created_by: creator.name || creator.email,
    created_at: link.createdAt.toISOString(),
    expires_at: link.expiresAt.toISOString(),
    withdrawn_at: link.withdrawnAt?.toISOString() ?? null,
  });

  function audited(
    caller: UserRow,
    row: Summary,
    action: string,
    metadata: Record<string, unknown>,
    meta: RequestMeta,
  ) {
    return audit.record({
      actorId: caller.id,
      action,
      organizationId: row.task.organizationId!,
      targetType: 'submission',
      targetId: row.submission.id,
      metadata,
      requestId: meta.requestId ?? null,
      ip: meta.ip ?? null,
    });
  }

  async function links(caller: UserRow, submissionId: string): Promise<{ links: ReportLink[] }> {
    await found(caller.organizationId, submissionId);
    return { links: (await reports.links(submissionId)).map(({ link, creator }) => linkView(link, creator)) };
  }

  return {
    /** GET /evaluation/submissions/{id}/attempts: every attempt of the task under review, and its final, oldest first. */
    async attempts(caller: UserRow, submissionId: string): Promise<AttemptHistory> {
      const row = await found(caller.organizationId, submissionId);
      const [content, history] = await Promise.all([contentOf(row.task.id), submissions.attemptHistory(row.task.id)]);
      return { attempts: history.map((entry) => reviewerSubmission(entry, content)) };
    },

    /** GET /evaluation/submissions/{id}/report: the one-page candidate report. */
    report: async (caller: UserRow, submissionId: string) => build(await found(caller.organizationId, submissionId)),

    links,

    /** POST .../report/links: a signed link that opens the report signed out for the days chosen. */
    async createLink(
      caller: UserRow,
      submissionId: string,
      expiresInDays: number,
      meta: RequestMeta = {},
    ): Promise<ReportLink> {
      const row = await found(caller.organizationId, submissionId);
      const createdAt = now();
      const link = await reports.insertLink({
        id: newId(),
        submissionId,
        organizationId: row.task.organizationId!,
        createdBy: caller.id,
        createdAt,
        // Whole seconds: the token carries the expiry to the second.
        expiresAt: new Date(Math.floor((createdAt.getTime() + expiresInDays * DAY_MS) / 1000) * 1000),
      });
      await audited(caller, row, 'report.shared', { linkId: link.id, expiresAt: link.expiresAt }, meta);
      return linkView(link, caller);
    },

    /** DELETE .../report/links/{linkId}: the link stops opening the report at once. */
    async withdrawLink(caller: UserRow, submissionId: string, linkId: string, meta: RequestMeta = {}) {
      const row = await found(caller.organizationId, submissionId);
      if (!(await reports.withdraw(submissionId, linkId, now()))) throw new NotFoundError('Share link not found.');
      await audited(caller, row, 'report.link_withdrawn', { linkId }, meta);
      return links(caller, submissionId);
    },

    /** GET /shared/reports/{token}, signed out: the report, while the link is valid, unexpired and not withdrawn. */
    async shared(token: string): Promise<SharedReport> {
      const checked = tokens.check(token, now());
      if (!checked.ok && checked.reason === 'expired')
        throw new GoneError(REPORT_LINK_EXPIRED_MESSAGE, REPORT_LINK_ERROR_CODES.expired);
      const link = checked.ok ? await reports.link(checked.claims.linkId) : null;
      if (!checked.ok || !link)
        throw new NotFoundError('This report link is not valid.', REPORT_LINK_ERROR_CODES.invalid);
      if (link.withdrawnAt)
        throw new GoneError('This link has been withdrawn by the hiring team.', REPORT_LINK_ERROR_CODES.withdrawn);
      const row = await found(link.organizationId, link.submissionId).catch(() => {
        throw new NotFoundError('This report link is not valid.', REPORT_LINK_ERROR_CODES.invalid);
      });
      return { report: await build(row), expires_at: checked.claims.expiresAt.toISOString() };
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
