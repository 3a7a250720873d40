import {
  LANGUAGE_NAMES,
  type TemplateContent,
  type TemplateTrialInput,
  type TemplateVersionHistory,
  type TemplateView,
  type TestRunResult,
  templateTrialInputSchema,
} from '@assay/contracts';
import type { Database } from '../../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../../platform/audit/audit.service.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { ExecutionService } from '../execution/execution.service.js';
import { runVisibleTests } from '../judging/visible-test-run.js';
import type { AssessmentsService } from '../tasks/assessments.service.js';
import type { RequestMeta, UserRow } from '../users/users.service.js';
import type { TaskTemplatesRepository, TemplateRow } from './task-templates.repository.js';
import { recordTemplateCreated } from './template-created.js';
import { canEditTemplate, canSeeTemplate, redactContent, viewFor } from './template-views.js';

const NOT_FOUND = 'Template not found.';
const MAX_TITLE = 200;

/**
 * What a copy into the caller's organization holds. Its editors copy everything; anyone else what they may see of
 * the published version — statement, starter code, visible tests, settings — with the reference solutions blank and
 * the hidden tests left out (those stay with the platform), to write before the copy is published.
 */
function copyOf(caller: UserRow, row: TemplateRow): TemplateContent {
  const source = canEditTemplate(caller, row) ? row.draft : row.published!;
  const title = `${source.title} (copy)`.slice(0, MAX_TITLE);
  if (canEditTemplate(caller, row)) return { ...source, title };
  return {
    ...source,
    title,
    languages: source.languages.map((entry) => ({ ...entry, reference_solution: '' })),
    tests: source.tests.filter((test) => !test.hidden),
    rubric: [],
  };
}

/**
 * Authoring beside the editor (issue 25, item 6): trying a template as a candidate, its version history with the
 * assessments that use each version, and duplicating it into the caller's organization.
 */
export function createTemplateAuthoringService({
  db,
  repository,
  execution,
  assessments,
  audit,
  outbox,
  newId,
}: {
  db: Database;
  repository: TaskTemplatesRepository;
  execution: Pick<ExecutionService, 'judge'>;
  assessments: Pick<AssessmentsService, 'assessmentsOfVersions'>;
  audit: AuditService;
  outbox: OutboxService;
  newId: () => string;
}) {
  async function visible(caller: UserRow, id: string): Promise<TemplateRow> {
    const row = await repository.findById(id);
    if (!row || !canSeeTemplate(caller, row)) throw new NotFoundError(NOT_FOUND);
    return row;
  }

  return {
    /**
     * POST /templates/{id}/try: code against the visible tests of the published version, or of the saved draft for
     * its editors, through the same judge as a candidate's run. Nothing is kept or scored.
     */
    async tryRun(caller: UserRow, id: string, input: TemplateTrialInput): Promise<TestRunResult> {
      const { source, ...code } = templateTrialInputSchema.parse(input);
      const row = await visible(caller, id);
      if (source === 'draft' && !canEditTemplate(caller, row)) throw new NotFoundError(NOT_FOUND);
      const content = source === 'draft' ? row.draft : row.published;
      if (!content)
        throw new ConflictError(`"${row.draft.title}" has no published version yet; try its draft instead.`);
      if (!content.languages.some((entry) => entry.language === code.language))
        throw new ConflictError(`This template is not offered in ${LANGUAGE_NAMES[code.language]}.`);
      return runVisibleTests(content, code, (request) => execution.judge(caller, request));
    },

    /** GET /templates/{id}/versions: every published version, newest first, with the caller's assessments of each. */
    async versionHistory(caller: UserRow, id: string): Promise<TemplateVersionHistory> {
      const row = await visible(caller, id);
      const editor = canEditTemplate(caller, row);
      const versions = await repository.versionsOf(id);
      const used = await assessments.assessmentsOfVersions(
        caller,
        versions.map((version) => version.id),
      );
      return {
        versions: versions.map((version) => ({
          version: version.version,
          published_at: version.createdAt.toISOString(),
          published_by: version.publishedBy,
          content: editor ? version.content : redactContent(version.content),
          assessments: used
            .filter((assessment) => assessment.templateVersionId === version.id)
            .map((assessment) => ({
              id: assessment.id,
              created_at: assessment.createdAt.toISOString(),
              created_by: assessment.createdBy,
              tasks: Number(assessment.tasks),
            })),
        })),
      };
    },

    /** POST /templates/{id}/duplicate: an unpublished draft copy owned by the caller's organization. */
    async duplicate(caller: UserRow, id: string, requestMeta: RequestMeta = {}): Promise<TemplateView> {
      const row = await visible(caller, id);
      if (!caller.organizationId)
        throw new ForbiddenError('Only an organization keeps copies: create or join one first.');
      const content = copyOf(caller, row);
      return db.transaction(async (tx) => {
        const copy = await repository.insert(
          { id: newId(), organizationId: caller.organizationId, createdBy: caller.id, draft: content },
          tx,
        );
        await audit.record(
          {
            actorId: caller.id,
            action: 'template.duplicated',
            organizationId: copy.organizationId,
            targetType: 'template',
            targetId: copy.id,
            metadata: { title: content.title, copied_from: row.id },
            requestId: requestMeta.requestId ?? null,
            ip: requestMeta.ip ?? null,
          },
          tx,
        );
        await recordTemplateCreated(outbox, tx, copy, row.id);
        return viewFor(caller, copy);
      });
    },
  };
}
export type TemplateAuthoringService = ReturnType<typeof createTemplateAuthoringService>;
