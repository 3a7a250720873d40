import type { Seeder } from '../../lib/seeder.js';
import { LEARNING_DIR, loadSeededPaths } from './path-library.js';

/**
 * The learning paths of content/learning (issue 30), published after the challenge library their challenge steps use.
 * An unchanged folder is skipped by its fingerprint; a changed one becomes a new version.
 */
export const learningPathsSeeder = (root: string = LEARNING_DIR): Seeder => ({
  name: 'learning paths',
  demoOnly: false,
  async run({ services, config, log }) {
    if (!config.SEED_LIBRARY) return;
    const changes = { created: 0, updated: 0, unchanged: 0 };
    for (const seeded of loadSeededPaths(root)) changes[await services.learningAuthoring.syncSeeded(seeded)] += 1;
    log.info(changes, 'learning paths');
  },
});
