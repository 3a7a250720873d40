import type { Seeder } from '../../lib/seeder.js';
import { loadScenarios, SCENARIOS_DIR } from './scenario-library.js';

/**
 * The scenarios of content/simulations (issue 32), on every install: a handful of small files. An unchanged file is
 * skipped by its fingerprint; a changed one replaces the scenario for simulations started from then on.
 */
export const simulationScenariosSeeder = (root: string = SCENARIOS_DIR): Seeder => ({
  name: 'simulation scenarios',
  demoOnly: false,
  async run({ services, log }) {
    const changes = { created: 0, updated: 0, unchanged: 0 };
    for (const { content, fingerprint } of loadScenarios(root))
      changes[await services.simulationScenarios.sync(content, fingerprint)] += 1;
    log.info(changes, 'simulation scenarios');
  },
});
