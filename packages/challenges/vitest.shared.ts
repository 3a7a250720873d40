import { fileURLToPath } from 'node:url';

/** What both of this package's projects resolve: the contracts and the runner from their sources. */
export const challengesResolve = {
  alias: {
    '@assay/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
    '@assay/runner': fileURLToPath(new URL('../../apps/runner/src/index.ts', import.meta.url)),
  },
};
