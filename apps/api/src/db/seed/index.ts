import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { challengeLibrarySeeder } from '../../modules/task-templates/challenge-library.seed.js';
import { platformTemplatesSeeder } from '../../modules/task-templates/platform-templates.seed.js';
import { demoTasksSeeder } from '../../modules/tasks/demo-tasks.seed.js';
import { demoAccountsSeeder } from '../../modules/users/demo-accounts.seed.js';
import type { Services } from '../../services.js';

/** One idempotent seeding step: running it twice leaves the same rows as running it once. */
export interface Seeder {
  name: string;
  /** Demo seeders run only when demo data is wanted (shouldSeedDemo); the rest run on every start. */
  demoOnly: boolean;
  run(context: SeedContext): Promise<void>;
}

export interface SeedContext {
  services: Services;
  config: Config;
  log: FastifyBaseLogger;
}

/**
 * The seeders, in order. Later issues add theirs here: the demo accounts and organization (identity), the
 * challenge library (tasks). Each must be safe to run on every start.
 */
export const seeders: Seeder[] = [demoAccountsSeeder, platformTemplatesSeeder, challengeLibrarySeeder, demoTasksSeeder];

export async function runSeed(context: SeedContext, options: { demo: boolean }, steps: Seeder[] = seeders): Promise<void> {
  for (const seeder of steps) {
    if (seeder.demoOnly && !options.demo) continue;
    const startedAt = Date.now();
    await seeder.run(context);
    context.log.info({ seeder: seeder.name, ms: Date.now() - startedAt }, 'seeded');
  }
}
