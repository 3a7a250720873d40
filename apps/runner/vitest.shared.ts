import { fileURLToPath } from 'node:url';

export const runnerResolve = {
  alias: {
    '@assay/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
  },
};
