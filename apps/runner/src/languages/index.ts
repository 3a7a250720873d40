import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { LanguageId } from '@assay/contracts';
import { c, cpp, go, java, rust } from './compiled.js';
import type { LanguageSpec } from './language-spec.js';
import { javascript, python, typescript } from './scripts.js';
import { sql } from './sql.js';

/** The language table: each entry is made once per runner (SQL's holds the cluster it prepares). */
export const LANGUAGES: Record<LanguageId, () => LanguageSpec> = {
  javascript,
  typescript,
  python,
  c,
  cpp,
  java,
  go,
  rust,
  sql,
};

export interface LanguageStatus {
  spec: LanguageSpec;
  version: string;
  available: boolean;
}

/** Each language with its version, asked of its toolchain once at start-up. */
export function detectLanguages(): LanguageStatus[] {
  return Object.values(LANGUAGES).map((make) => {
    const spec = make();
    const present = [spec.binary, ...(spec.requires ?? []), ...spec.binds.map((bind) => bind.host)].every((path) =>
      existsSync(path),
    );
    if (!present) return { spec, version: 'not installed', available: false };
    try {
      const output = execFileSync(spec.binary, [...spec.versionArgs], {
        encoding: 'utf8',
        timeout: 10_000,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      return { spec, version: spec.parseVersion(output), available: true };
    } catch {
      return { spec, version: 'not working', available: false };
    }
  });
}
