import { EXECUTION_ERROR_CODES, type LanguageId } from '@assay/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors.js';
import type { ExecutionService } from '../execution/execution.service.js';
import type { TaskTemplatesService } from '../task-templates/task-templates.service.js';
import { judgeRequestFor } from './judge-request.js';
import type { JudgingRepository } from './judging.repository.js';

/** Pairs read per query: a library version holds megabytes of tests, so few are read ahead of their run. */
const BATCH_SIZE = 4;

type Pair = { templateVersionId: string; language: LanguageId };
type Timed = 'recorded' | 'language unavailable' | 'failed';

const keyOf = (pair: Pair) => `${pair.templateVersionId}\u0000${pair.language}`;

/**
 * Times the reference solutions of versions no validation on this server ran (seeded platform templates, the
 * challenge library), in the background, so a reviewer sees a candidate's time against the reference without the
 * candidate's judging waiting for it. One run at a time: the references of a first start (the whole library) never
 * take more than one runner slot from candidates. A reference that fails its tests is recorded without a time (never
 * tried again); a run that fails (no runner, a sandbox error) records nothing and ends the drain, which the next one
 * tries again. A language no runner offers is left for a later drain, and the others go on.
 */
export function createReferenceTimer({
  repository,
  templates,
  execution,
  log,
}: {
  repository: Pick<JudgingRepository, 'untimedReferences' | 'saveReferenceTiming'>;
  /** Contents through the templates service, whose cache the candidates' tasks read too. */
  templates: Pick<TaskTemplatesService, 'versionsByIds'>;
  execution: Pick<ExecutionService, 'judge'>;
  log: FastifyBaseLogger;
}) {
  let draining: Promise<void> | null = null;
  let stopped = false;

  async function time({ templateVersionId, language }: Pair): Promise<Timed> {
    try {
      const content = (await templates.versionsByIds([templateVersionId])).get(templateVersionId)?.content;
      const reference = content?.languages.find((entry) => entry.language === language)?.reference_solution;
      if (!content || !reference) return 'recorded'; // gone meanwhile: nothing left to time
      const outcome = await execution.judge(null, judgeRequestFor(content, { language, source: reference }));
      if (outcome.error) {
        log.warn({ version: templateVersionId, language, error: outcome.error }, 'a reference solution could not run');
        return 'failed';
      }
      const passed = outcome.tests.length > 0 && outcome.tests.every((test) => test.verdict === 'accepted');
      // A wrong run's time says nothing: the row is kept without one, so the reference is not run again.
      const maxCpuMs = passed ? Math.max(...outcome.tests.map((test) => test.report.cpuMs)) : null;
      if (!passed) log.warn({ version: templateVersionId, language }, 'a reference solution does not pass its tests');
      await repository.saveReferenceTiming({ templateVersionId, language, maxCpuMs });
      return 'recorded';
    } catch (error) {
      if (error instanceof AppError && error.code === EXECUTION_ERROR_CODES.languageUnavailable)
        return 'language unavailable';
      // No runner online (a server without any, or runners still starting) says so on every sweep: not a warning.
      const noRunner = error instanceof AppError && error.code === EXECUTION_ERROR_CODES.sandboxUnavailable;
      log[noRunner ? 'debug' : 'warn'](
        { version: templateVersionId, language, err: error },
        'a reference solution could not be timed',
      );
      return 'failed';
    }
  }

  async function drainUntilDone(): Promise<void> {
    const unavailable = new Set<LanguageId>();
    // A pair tried once in this drain is not tried again in it, whatever the table says (no endless loop).
    const tried = new Set<string>();
    let recorded = 0;
    try {
      while (!stopped) {
        const pending = (await repository.untimedReferences(BATCH_SIZE, [...unavailable])).filter(
          (pair) => !tried.has(keyOf(pair)),
        );
        if (pending.length === 0) return;
        for (const pair of pending) {
          if (stopped) return;
          if (unavailable.has(pair.language)) continue;
          tried.add(keyOf(pair));
          const timed = await time(pair);
          if (timed === 'failed') return;
          if (timed === 'language unavailable') unavailable.add(pair.language);
          else recorded += 1;
        }
      }
    } finally {
      if (recorded > 0) log.info({ count: recorded }, 'timed reference solutions');
    }
  }

  return {
    /**
     * Times what is left, one reference at a time, unless a drain is running already; resolves when this drain ends:
     * nothing left (but languages no runner offers), a run that failed, or `stop`.
     */
    drain(): Promise<void> {
      if (stopped) return Promise.resolve();
      draining ??= drainUntilDone()
        .catch((error: unknown) => log.error({ err: error }, 'timing reference solutions failed'))
        .finally(() => {
          draining = null;
        });
      return draining;
    },

    /** Starts no more runs and waits for the one in flight. */
    async stop(): Promise<void> {
      stopped = true;
      await draining;
    },
  };
}
export type ReferenceTimer = ReturnType<typeof createReferenceTimer>;
