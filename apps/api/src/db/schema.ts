// Every module's tables, for drizzle-kit and the typed client. Each module owns its own; this file only gathers them.
export * from '../modules/users/users.tables.js';
export * from '../modules/organizations/organizations.tables.js';
export * from '../modules/task-templates/task-templates.tables.js';
export * from '../modules/tasks/tasks.tables.js';
export * from '../modules/submissions/submissions.tables.js';
export * from '../modules/judging/judging.tables.js';
export * from '../modules/identity/identity.tables.js';
export * from '../modules/notifications/notifications.tables.js';
export * from '../modules/evaluation/evaluation.tables.js';
export * from '../platform/audit/audit.tables.js';
export * from '../platform/outbox/outbox.tables.js';
export * from '../platform/mail/mail.tables.js';
export * from '../platform/settings/product-settings.tables.js';
export * from '../modules/observability/observability.tables.js';
export * from '../modules/gamification/gamification.tables.js';
export * from '../modules/github/github.tables.js';
export * from '../modules/pr-challenges/pr-challenges.tables.js';
