import type { DbExecutor } from '../../db/client.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { TemplateRow } from './task-templates.repository.js';

/**
 * `template.created`: a template written, or copied from another (a library pick), into an organization (or the
 * platform's, by the admin). Onboarding ticks the author's "first template" from it.
 */
export function recordTemplateCreated(
  outbox: OutboxService,
  tx: DbExecutor,
  row: TemplateRow,
  copiedFrom: string | null,
) {
  return outbox.record(tx, {
    type: 'template.created',
    payload: { templateId: row.id, organizationId: row.organizationId, createdBy: row.createdBy, copiedFrom },
    actorId: row.createdBy,
    organizationId: row.organizationId,
  });
}
