import {
  periodDays,
  type AnalyticsPeriod,
  type OrgAnalytics,
  type TaskAnalytics,
  type UserAnalytics,
} from '@assay/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { NotFoundError } from '../../lib/errors.js';
import { isStaff } from '../organizations/organization-scope.js';
import type { UserRow } from '../users/users.service.js';
import { windowOf } from './analytics-sql.js';
import type { AnalyticsRepository } from './analytics.repository.js';

/**
 * Analytics (SPEC.md §7 Analytics), scoped as the rest of the API: an orgadmin or interviewer reads their own
 * organization (and its candidates), a candidate only themselves, the admin everything. An id out of reach is a 404,
 * the same answer as an id that does not exist.
 */
export function createAnalyticsService({
  repository,
  history,
  now = () => new Date(),
}: {
  repository: AnalyticsRepository;
  /** The plan's analytics history (billing): an organization's staff read as far back as it allows. */
  history: { assertAnalyticsHistory(organizationId: string, days: number): Promise<void> };
  now?: () => Date;
}) {
  const ownOrganization = (caller: UserRow, organizationId: string) =>
    caller.role === 'admin' || (isStaff(caller.role) && caller.organizationId === organizationId);

  /** Whose tasks a caller may read of a person: all of their own (and the admin all), staff their organization's. */
  async function personScope(caller: UserRow, userId: string, days: number): Promise<SQL> {
    const hidden = new NotFoundError('User not found.', 'USER_NOT_FOUND');
    if (caller.id === userId || caller.role === 'admin') return sql`true`;
    if (!isStaff(caller.role) || !caller.organizationId) throw hidden;
    // An interviewer or orgadmin sees the candidates of their organization, in that organization's tasks only.
    if ((await repository.membershipRole(caller.organizationId, userId)) !== 'candidate') throw hidden;
    await history.assertAnalyticsHistory(caller.organizationId, days);
    return sql`t.organization_id = ${caller.organizationId}`;
  }

  async function userAnalytics(caller: UserRow, userId: string, days: number): Promise<UserAnalytics> {
    const scope = await personScope(caller, userId, days);
    const user = await repository.user(userId);
    if (!user) throw new NotFoundError('User not found.', 'USER_NOT_FOUND');
    const window = windowOf(days, now());
    return {
      userId: user.id,
      name: user.name,
      days,
      from: window.from.toISOString(),
      to: window.to.toISOString(),
      ...(await repository.userFigures(user.id, scope, window)),
    };
  }

  return {
    /** GET /analytics/org/:id */
    async org(caller: UserRow, organizationId: string, days: number): Promise<OrgAnalytics> {
      if (!ownOrganization(caller, organizationId) || !(await repository.organizationExists(organizationId)))
        throw new NotFoundError('Organization not found.', 'ORGANIZATION_NOT_FOUND');
      if (caller.role !== 'admin') await history.assertAnalyticsHistory(organizationId, days);
      const window = windowOf(days, now());
      return {
        organizationId,
        days,
        from: window.from.toISOString(),
        to: window.to.toISOString(),
        ...(await repository.orgFigures(organizationId, window)),
      };
    },

    /**
     * GET /analytics/task/:id: an assessment of the caller's organization, or a template they may use (theirs or the
     * platform's), counting only their organization's tasks of it (every task, for the admin).
     */
    async task(caller: UserRow, id: string): Promise<TaskAnalytics> {
      const hidden = new NotFoundError('Task not found.', 'TASK_NOT_FOUND');
      const assessment = await repository.assessment(id);
      if (assessment) {
        if (!ownOrganization(caller, assessment.organizationId)) throw hidden;
        const figures = await repository.taskFigures(sql`t.assessment_id = ${assessment.id}`);
        return { kind: 'assessment', id, title: assessment.title, ...figures };
      }
      const template = await repository.template(id);
      if (!template) throw hidden;
      if (caller.role === 'admin') {
        const figures = await repository.taskFigures(sql`v.template_id = ${template.id}`);
        return { kind: 'template', id, title: template.title, ...figures };
      }
      const organizationId = caller.organizationId;
      if (!isStaff(caller.role) || !organizationId) throw hidden;
      if (template.organizationId !== null && template.organizationId !== organizationId) throw hidden;
      const figures = await repository.taskFigures(
        sql`v.template_id = ${template.id} and t.organization_id = ${organizationId}`,
      );
      return { kind: 'template', id, title: template.title, ...figures };
    },

    /** GET /analytics/user/:id */
    user: userAnalytics,

    /** GET /analytics/performance: the caller's own figures unless `user_id` names someone in reach. */
    performance: (caller: UserRow, query: { period: AnalyticsPeriod; user_id?: string | undefined }) =>
      userAnalytics(caller, query.user_id ?? caller.id, periodDays(query.period)),
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
