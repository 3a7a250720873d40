// Prints the isolation a runner started by the current user would have (a child process of fail-closed.test.ts).
import { loadRunnerConfig } from '../src/config.js';
import { detectIsolation } from '../src/sandbox/isolation.js';

const { mode, problem } = detectIsolation({ allowSharedUid: false, probeUid: loadRunnerConfig({}).RUNNER_UID_BASE });
process.stdout.write(JSON.stringify({ isolation: mode, problem }));
