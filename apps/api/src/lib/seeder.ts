import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Services } from '../services.js';

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
