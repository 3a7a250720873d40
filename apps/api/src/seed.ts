import { billingPlansSeeder, demoSubscriptionSeeder } from './modules/billing/billing.seed.js';
import { learningPathsSeeder } from './modules/learning/learning.seed.js';
import { documentationSeeder } from './modules/documentation/documentation.seed.js';
import { simulationScenariosSeeder } from './modules/simulations/simulations.seed.js';
import { challengeLibrarySeeder } from './modules/task-templates/challenge-library.seed.js';
import { platformTemplatesSeeder } from './modules/task-templates/platform-templates.seed.js';
import { demoTasksSeeder } from './modules/tasks/demo-tasks.seed.js';
import { demoAccountsSeeder } from './modules/users/demo-accounts.seed.js';
import type { SeedContext, Seeder } from './lib/seeder.js';

/**
 * The seeders, in order. Each module keeps its own beside its service (`modules/<module>/*.seed.ts`); their order
 * spans modules, so it is set here, at the composition root beside services.ts, not in db/. Each must be safe to run
 * on every start.
 */
export const seeders: Seeder[] = [
  billingPlansSeeder,
  demoAccountsSeeder,
  demoSubscriptionSeeder,
  platformTemplatesSeeder,
  challengeLibrarySeeder,
  learningPathsSeeder(),
  simulationScenariosSeeder(),
  documentationSeeder(),
  demoTasksSeeder,
];

export async function runSeed(
  context: SeedContext,
  options: { demo: boolean },
  steps: Seeder[] = seeders,
): Promise<void> {
  for (const seeder of steps) {
    if (seeder.demoOnly && !options.demo) continue;
    const startedAt = Date.now();
    await seeder.run(context);
    context.log.info({ seeder: seeder.name, ms: Date.now() - startedAt }, 'seeded');
  }
}
