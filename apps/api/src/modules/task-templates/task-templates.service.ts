import {
  LANGUAGE_NAMES,
  TEMPLATE_ERROR_CODES,
  type TemplateContent,
  type TemplateList,
  type TemplateListQuery,
  type TemplateValidation,
  type TemplateView,
} from '@assay/contracts';
import { LRUCache } from 'lru-cache';
import type { Database, DbExecutor } from '../../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { AuditService } from '../../platform/audit/audit.service.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { ExecutionService } from '../execution/execution.service.js';
import type { ReferenceTimings } from '../judging/reference-timings.js';
import type { RequestMeta, UserRow } from '../users/users.service.js';
import type { TaskTemplatesRepository, TemplateRow, TemplateVersionRow } from './task-templates.repository.js';
import { audienceOf, canEditTemplate, canSeeTemplate, sameContent, summaryOf, viewFor } from './template-views.js';
import { recordTemplateCreated } from './template-created.js';
import { validateTemplate } from './template-validation.js';

// Other modules show templates through the service's face: the redacted content a candidate may see.
export { canEditTemplate, redactContent } from './template-views.js';

const NOT_FOUND = 'Template not found.';
/**
 * Published versions each node keeps in memory, bounded by their size: most are a few KB, a challenge of the library
 * with a performance test about a megabyte.
 */
const VERSIONS_KEPT = 500;
const VERSION_CACHE_BYTES = 64 * 1024 * 1024;
/** A version's size in memory, near enough: its texts (tests, code, statement) are nearly all of it. */
const sizeOfVersion = ({ content }: TemplateVersionRow) =>
  1_024 +
  content.statement.length +
  content.sql_setup.length +
  content.tests.reduce((sum, test) => sum + test.input.length + test.expected_output.length, 0) +
  content.languages.reduce((sum, entry) => sum + entry.starter_code.length + entry.reference_solution.length, 0);
/** The author of the templates the platform ships with. */
const SYSTEM_AUTHOR = 'assay';
/** Authoring, versioning and visibility of task templates; knows nothing of HTTP. */
export function createTaskTemplatesService({
  db,
  repository,
  execution,
  referenceTimings,
  audit,
  outbox,
  newId,
}: {
  db: Database;
  repository: TaskTemplatesRepository;
  execution: Pick<ExecutionService, 'judge'>;
  referenceTimings: Pick<ReferenceTimings, 'recordValidated'>;
  audit: AuditService;
  outbox: OutboxService;
  newId: () => string;
}) {
  const versionCache = new LRUCache<string, TemplateVersionRow>({
    max: VERSIONS_KEPT,
    maxSize: VERSION_CACHE_BYTES,
    sizeCalculation: sizeOfVersion,
  });

  /** A platform template published as version 1 by the platform itself (the seed's; `fingerprint`: the library's). */
  async function insertPlatformTemplate(
    id: string,
    content: TemplateContent,
    fingerprint: string | null,
    tx: DbExecutor,
  ): Promise<void> {
    await repository.insert(
      {
        id,
        organizationId: null,
        createdBy: SYSTEM_AUTHOR,
        draft: content,
        published: content,
        publishedVersion: 1,
        publishedAt: new Date(),
        libraryFingerprint: fingerprint,
      },
      tx,
    );
    await repository.insertVersion(
      { id: newId(), templateId: id, version: 1, content, publishedBy: SYSTEM_AUTHOR },
      tx,
    );
  }

  async function visible(caller: UserRow, id: string): Promise<TemplateRow> {
    const row = await repository.findById(id);
    if (!row || !canSeeTemplate(caller, row)) throw new NotFoundError(NOT_FOUND);
    return row;
  }

  async function editable(caller: UserRow, id: string): Promise<TemplateRow> {
    const row = await visible(caller, id);
    if (!canEditTemplate(caller, row))
      throw new ForbiddenError(
        'Only the platform admin changes platform templates. Copy it into your organization to change it.',
      );
    return row;
  }

  const record = (
    caller: UserRow,
    row: TemplateRow,
    action: string,
    requestMeta: RequestMeta,
    metadata: Record<string, unknown> = {},
    tx?: Parameters<AuditService['record']>[1],
  ) =>
    audit.record(
      {
        actorId: caller.id,
        action,
        organizationId: row.organizationId,
        targetType: 'template',
        targetId: row.id,
        metadata: { title: row.draft.title, ...metadata },
        requestId: requestMeta.requestId ?? null,
        ip: requestMeta.ip ?? null,
      },
      tx,
    );

  return {
    async list(caller: UserRow, query: TemplateListQuery): Promise<TemplateList> {
      const audience = audienceOf(caller);
      const { rows, total } = await repository.list(audience, query);
      return { templates: rows.map(summaryOf), total, page: query.page, limit: query.limit };
    },

    /** GET /public/templates: published platform templates, for anyone. */
    async listPublic(query: Omit<TemplateListQuery, 'scope'>): Promise<TemplateList> {
      const { rows, total } = await repository.list({ kind: 'public' }, { ...query, scope: 'platform' });
      return { templates: rows.map(summaryOf), total, page: query.page, limit: query.limit };
    },

    async get(caller: UserRow, id: string): Promise<TemplateView> {
      return viewFor(caller, await visible(caller, id));
    },

    /** The admin's templates are the platform's; anyone else's belong to their organization. */
    async create(caller: UserRow, content: TemplateContent, requestMeta: RequestMeta = {}): Promise<TemplateView> {
      const organizationId = caller.role === 'admin' ? null : caller.organizationId;
      if (organizationId === '') throw new ForbiddenError('Create or join an organization before writing templates.');
      return db.transaction(async (tx) => {
        const row = await repository.insert({ id: newId(), organizationId, createdBy: caller.id, draft: content }, tx);
        await record(caller, row, 'template.created', requestMeta, {}, tx);
        await recordTemplateCreated(outbox, tx, row, null);
        return viewFor(caller, row);
      });
    },

    /** Saves the draft; tasks and the published version are untouched until it is published. */
    async update(
      caller: UserRow,
      id: string,
      content: TemplateContent,
      requestMeta: RequestMeta = {},
    ): Promise<TemplateView> {
      await editable(caller, id);
      return db.transaction(async (tx) => {
        const row = await repository.update(id, { draft: content }, tx);
        await record(caller, row, 'template.updated', requestMeta, {}, tx);
        return viewFor(caller, row);
      });
    },

    /** Archives it: it leaves every list, and tasks given one of its versions keep theirs. */
    async remove(caller: UserRow, id: string, requestMeta: RequestMeta = {}): Promise<{ success: true }> {
      await editable(caller, id);
      await db.transaction(async (tx) => {
        const row = await repository.update(id, { archivedAt: new Date() }, tx);
        await record(caller, row, 'template.deleted', requestMeta, {}, tx);
      });
      return { success: true };
    },

    /** Runs the draft's reference solutions and starter code against its tests, without publishing. */
    async validate(caller: UserRow, id: string): Promise<TemplateValidation> {
      const row = await editable(caller, id);
      return validateTemplate(row.draft, (request) => execution.judge(caller, request));
    },

    /** The newest published version of a template the caller may use, to give as tasks. */
    async publishedVersionFor(caller: UserRow, id: string) {
      const row = await visible(caller, id);
      const version = row.publishedVersion > 0 ? await repository.version(id, row.publishedVersion) : null;
      if (!version)
        throw new ConflictError(
          `"${row.draft.title}" has not been published yet; publish it before assigning it.`,
          TEMPLATE_ERROR_CODES.notPublished,
        );
      return version;
    },

    /**
     * Published versions by id. A version never changes once published, so each node keeps the ones it has read:
     * task pages and lists then never read a version's content (tens of KB of tests) from the database again.
     */
    async versionsByIds(ids: readonly string[]): Promise<Map<string, TemplateVersionRow>> {
      const found = new Map<string, TemplateVersionRow>();
      const missing: string[] = [];
      for (const id of new Set(ids)) {
        const cached = versionCache.get(id);
        if (cached) found.set(id, cached);
        else missing.push(id);
      }
      for (const row of await repository.versionsByIds(missing)) {
        versionCache.set(row.id, row);
        found.set(row.id, row);
      }
      return found;
    },

    /** A published platform template's newest version (the public catalogue's entry), or null. */
    async publicVersion(id: string) {
      const row = await repository.findById(id);
      if (!row || row.organizationId !== null || row.archivedAt || row.publishedVersion === 0) return null;
      return repository.version(id, row.publishedVersion);
    },

    /** A platform template published as version 1 by the platform itself, unless one with this id exists. */
    async seedPlatformTemplate(id: string, content: TemplateContent): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await repository.existsWithId(id, tx))) await insertPlatformTemplate(id, content, null, tx);
      });
    },

    /**
     * Keeps a challenge of the library (content/challenges) published as platform template `id`: created as version
     * 1, or, when its folder's fingerprint changed, given the folder's content as a new version (tasks keep theirs).
     * The library owns these templates: a new version replaces the draft too. An archived one stays archived.
     */
    async syncLibraryTemplate(
      id: string,
      content: TemplateContent,
      fingerprint: string,
    ): Promise<'created' | 'updated' | 'unchanged'> {
      return db.transaction(async (tx) => {
        const current = await repository.findById(id, tx);
        if (!current) {
          if (await repository.existsWithId(id, tx)) return 'unchanged';
          await insertPlatformTemplate(id, content, fingerprint, tx);
          return 'created';
        }
        if (current.libraryFingerprint === fingerprint) return 'unchanged';
        const version = current.publishedVersion + 1;
        await repository.insertVersion(
          { id: newId(), templateId: id, version, content, publishedBy: SYSTEM_AUTHOR },
          tx,
        );
        await repository.update(
          id,
          {
            draft: content,
            published: content,
            publishedVersion: version,
            publishedAt: new Date(),
            libraryFingerprint: fingerprint,
          },
          tx,
        );
        return 'updated';
      });
    },

    /** The library's templates with the fingerprints of their newest versions (the seed's cheap first look). */
    libraryFingerprints: () => repository.libraryFingerprints(),

    /**
     * Freezes the draft as the next version once every reference solution passes every test and every starter
     * code fails at least one; the refusal names the language and the test. The references' times are kept with it.
     */
    async publish(caller: UserRow, id: string, requestMeta: RequestMeta = {}): Promise<TemplateView> {
      const row = await editable(caller, id);
      if (sameContent(row.published, row.draft))
        throw new ConflictError(
          `Version ${row.publishedVersion} already has these changes; there is nothing new to publish.`,
          TEMPLATE_ERROR_CODES.nothingToPublish,
        );
      const validation = await validateTemplate(row.draft, (request) => execution.judge(caller, request));
      if (!validation.valid) {
        throw new ValidationError(
          `It cannot be published yet: ${validation.problems.join(' ')}`,
          validation.problems.map((message) => ({ field: 'template', message })),
          TEMPLATE_ERROR_CODES.validationFailed,
        );
      }
      return db.transaction(async (tx) => {
        // Checked again under the row's lock: of two publishes of one draft, the second finds it published (or the
        // draft changed since it was validated) and publishes nothing, rather than a second version of the same.
        const current = await repository.lockForPublish(id, tx);
        if (!current) throw new NotFoundError(NOT_FOUND);
        if (sameContent(current.published, row.draft))
          throw new ConflictError(
            `Version ${current.publishedVersion} already has these changes; there is nothing new to publish.`,
            TEMPLATE_ERROR_CODES.nothingToPublish,
          );
        if (!sameContent(current.draft, row.draft))
          throw new ConflictError(
            'The draft changed while it was being checked; publish it again.',
            TEMPLATE_ERROR_CODES.draftChanged,
          );
        const version = current.publishedVersion + 1;
        const versionId = newId();
        await repository.insertVersion(
          { id: versionId, templateId: id, version, content: row.draft, publishedBy: caller.id },
          tx,
        );
        await referenceTimings.recordValidated(versionId, validation, tx);
        const published = await repository.update(
          id,
          { published: row.draft, publishedVersion: version, publishedAt: new Date() },
          tx,
        );
        await record(
          caller,
          published,
          'template.published',
          requestMeta,
          { version, languages: row.draft.languages.map((entry) => LANGUAGE_NAMES[entry.language]) },
          tx,
        );
        return viewFor(caller, published);
      });
    },
  };
}
export type TaskTemplatesService = ReturnType<typeof createTaskTemplatesService>;
