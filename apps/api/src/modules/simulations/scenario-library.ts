import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scenarioContentSchema, type ScenarioContent } from '@assay/contracts';

/** content/simulations at the repository's root: one `<slug>.json` per seeded scenario (see its README). */
export const SCENARIOS_DIR = fileURLToPath(new URL('../../../../../content/simulations/', import.meta.url));

export interface SeededScenario {
  content: ScenarioContent;
  /** SHA-256 of the file: a changed file updates the scenario (running simulations keep the copy they started with). */
  fingerprint: string;
}

/** A scenario file that cannot be loaded, with the reason. */
export class ScenarioLibraryError extends Error {}

/** Every scenario of `root`, by file name; the slug inside must match the file's name. */
export function loadScenarios(root: string = SCENARIOS_DIR): SeededScenario[] {
  return readdirSync(root)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const raw = readFileSync(join(root, name));
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch (error) {
        throw new ScenarioLibraryError(`content/simulations/${name}: ${(error as Error).message}`);
      }
      const parsed = scenarioContentSchema.safeParse(json);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
        throw new ScenarioLibraryError(`content/simulations/${name}: ${issues}`);
      }
      if (`${parsed.data.slug}.json` !== name)
        throw new ScenarioLibraryError(`content/simulations/${name}: its slug is "${parsed.data.slug}".`);
      return { content: parsed.data, fingerprint: createHash('sha256').update(raw).digest('hex') };
    });
}
