// tsc does not copy non-TS files: put the SQL migrations beside the compiled migrator.
import { cpSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const from = fileURLToPath(new URL('../apps/api/src/db/migrations', import.meta.url));
const to = fileURLToPath(new URL('../apps/api/dist/db/migrations', import.meta.url));
cpSync(from, to, { recursive: true });
