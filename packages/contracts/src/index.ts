// The package's single entry point; each feature keeps its own file.
export * from './common.js';
export * from './constants.js';
export * from './errors.js';
export * from './health.js';
export * from './roles.js';
export * from './identity.js';
export * from './users.js';
export * from './admin.js';
export * from './organizations.js';
export * from './execution.js';
export * from './judge.js';
export * from './task-templates.js';
export * from './tasks.js';
export * from './submissions.js';
export * from './public-tasks.js';
export * from './staff-tasks.js';
export * from './search.js';
