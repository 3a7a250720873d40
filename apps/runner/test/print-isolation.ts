// Prints the isolation a runner started by the current user would have (a child process of fail-closed.test.ts).
import { detectIsolation } from '../src/sandbox/isolation.js';

const { mode, problem } = detectIsolation({ allowSharedUid: false });
process.stdout.write(JSON.stringify({ isolation: mode, problem }));
