// What other workspaces use of the runner in-process (the challenge library's check, benches): a runner, its
// configuration, and each language's time multiplier. The runner process itself starts from main.ts.
export { loadRunnerConfig, type RunnerConfig } from './config.js';
export { LANGUAGES } from './languages/index.js';
export { createRunner, type Runner } from './runner.js';
