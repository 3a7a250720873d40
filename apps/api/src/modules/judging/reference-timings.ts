import type { LanguageId, TemplateValidation } from '@assay/contracts';
import type { DbExecutor } from '../../db/client.js';
import type { JudgingRepository } from './judging.repository.js';

/**
 * How long a template version's reference solution takes per language (its slowest test's CPU time), which reviewers
 * see a submission's time against. A version is timed by the validation that publishes it: the run is already made.
 * Seeded versions, which no validation on this server ran, are timed in the background (`reference-timer.ts`).
 */
export function createReferenceTimings({
  repository,
}: {
  repository: Pick<JudgingRepository, 'referenceTiming' | 'saveReferenceTiming'>;
}) {
  return {
    /** Keeps, for each language whose reference passed every test, its slowest test (a wrong run's time says nothing). */
    async recordValidated(templateVersionId: string, validation: TemplateValidation, tx: DbExecutor): Promise<void> {
      for (const { language, reference } of validation.languages) {
        if (!reference.passed || reference.tests.length === 0) continue;
        await repository.saveReferenceTiming(
          { templateVersionId, language, maxCpuMs: Math.max(...reference.tests.map((test) => test.time_ms)) },
          tx,
        );
      }
    },

    /** The slowest test's CPU time of a version's reference solution in a language; null until measured, or if it failed. */
    of: (templateVersionId: string, language: LanguageId) => repository.referenceTiming(templateVersionId, language),
  };
}
export type ReferenceTimings = ReturnType<typeof createReferenceTimings>;
