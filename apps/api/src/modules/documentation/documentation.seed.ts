import type { Seeder } from '../../lib/seeder.js';
import { DOCS_DIR, loadDocs } from './docs-library.js';

/** The documentation of content/docs (issue 33), on every install: unchanged files are skipped by fingerprint. */
export const documentationSeeder = (root: string = DOCS_DIR): Seeder => ({
  name: 'documentation',
  demoOnly: false,
  async run({ services, log }) {
    log.info(await services.documentation.sync(loadDocs(root)), 'documentation');
  },
});
