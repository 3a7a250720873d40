import { LIBRARY_DIR, listChallenges, loadChallenge, templateIdOf } from '@assay/challenges';
import type { Seeder } from '../../lib/seeder.js';

/**
 * The challenge library (content/challenges, issue 9) as platform templates. A folder whose fingerprint matches its
 * template's is skipped without being read further; a new or changed one is loaded (its big inputs generated) and
 * published. Nothing is validated here: the library check in CI ran every solution already.
 */
export const librarySeeder = (root: string): Seeder => ({
  name: 'challenge library',
  demoOnly: false,
  async run({ services, config, log }) {
    if (!config.SEED_LIBRARY) return;
    const known = await services.taskTemplates.libraryFingerprints();
    const changes = { created: 0, updated: 0, unchanged: 0 };
    for (const entry of listChallenges(root)) {
      const id = templateIdOf(entry.slug);
      if (known.get(id) === entry.fingerprint) {
        changes.unchanged += 1;
        continue;
      }
      const challenge = await loadChallenge(entry);
      changes[await services.taskTemplates.syncLibraryTemplate(id, challenge.content, entry.fingerprint)] += 1;
    }
    log.info(changes, 'challenge library');
  },
});

export const challengeLibrarySeeder = librarySeeder(LIBRARY_DIR);
