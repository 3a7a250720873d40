import type { RedactedTemplateContent, TemplateContent, TemplateSummary, TemplateView } from '@assay/contracts';
import type { UserRow } from '../users/users.service.js';
import type { TemplateAudience, TemplateListRow, TemplateRow } from './task-templates.repository.js';
import { summaryFields } from './template-summary-columns.js';

/** Who sees a template and how: the editor's full view, everyone else's redacted one, list rows. */
export const sameContent = (a: TemplateContent | null, b: TemplateContent) =>
  a !== null && JSON.stringify(a) === JSON.stringify(b);

/** Only the admin edits platform templates; an organization's interviewers and orgadmins edit its own. */
export function canEditTemplate(caller: UserRow, row: TemplateRow): boolean {
  if (caller.role === 'admin') return true;
  return (
    row.organizationId !== null &&
    row.organizationId === caller.organizationId &&
    (caller.role === 'interviewer' || caller.role === 'orgadmin')
  );
}

/** Editors see everything; anyone else a published platform template without its answers. */
export function canSeeTemplate(caller: UserRow, row: TemplateRow): boolean {
  return canEditTemplate(caller, row) || (row.organizationId === null && row.published !== null);
}

export function audienceOf(caller: UserRow): TemplateAudience {
  if (caller.role === 'admin') return { kind: 'admin' };
  return { kind: 'staff', organizationId: caller.organizationId || '\u0000no organization' };
}

const redactedContents = new WeakMap<TemplateContent, RedactedTemplateContent>();

/**
 * A template's content without its reference solutions and hidden tests (their count and weight only). Worked out
 * once per content object: cached versions hand out the same one. The result is shared, so never changed.
 */
export function redactContent(content: TemplateContent): RedactedTemplateContent {
  const known = redactedContents.get(content);
  if (known) return known;
  const redacted = redactFully(content);
  redactedContents.set(content, redacted);
  return redacted;
}

function redactFully(content: TemplateContent): RedactedTemplateContent {
  const hidden = content.tests.filter((test) => test.hidden);
  return {
    title: content.title,
    statement: content.statement,
    difficulty: content.difficulty,
    tags: content.tags,
    estimated_minutes: content.estimated_minutes,
    test_kind: content.test_kind,
    entry_function: content.entry_function,
    time_limit_ms: content.time_limit_ms,
    memory_limit_mb: content.memory_limit_mb,
    sql_setup: content.sql_setup,
    languages: content.languages.map(({ language, starter_code }) => ({ language, starter_code })),
    tests: content.tests.filter((test) => !test.hidden).map((test) => ({ ...test, hidden: false as const })),
    hidden_tests: { count: hidden.length, weight: hidden.reduce((sum, test) => sum + test.weight, 0) },
    hints: content.hints,
  };
}

function meta(row: TemplateRow) {
  return {
    id: row.id,
    scope: row.organizationId === null ? ('platform' as const) : ('organization' as const),
    organization_id: row.organizationId,
    created_by: row.createdBy,
    published_version: row.publishedVersion,
    has_unpublished_changes: !sameContent(row.published, row.draft),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

export function viewFor(caller: UserRow | null, row: TemplateRow): TemplateView {
  if (caller && canEditTemplate(caller, row)) return { ...meta(row), content: row.draft, can_edit: true };
  return { ...meta(row), content: redactContent(row.published!), can_edit: false };
}

export function summaryOf(row: TemplateListRow): TemplateSummary {
  return {
    id: row.id,
    ...summaryFields(row),
    scope: row.organizationId === null ? 'platform' : 'organization',
    published_version: row.publishedVersion,
    has_unpublished_changes: row.hasUnpublishedChanges,
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}
