import {
  isRepositoryJob,
  type AnyRunnerJob,
  type AnyRunnerJobReport,
  type LanguageInfo,
  type ReportOf,
  type RunnerInfo,
} from '@assay/contracts';
import type { RunnerConfig } from './config.js';
import { runRepositoryJob } from './job/repository-job.js';
import { runJob } from './job/run-job.js';
import { detectLanguages, type LanguageStatus } from './languages/index.js';
import { detectIsolation, slotDriver, type Isolation } from './sandbox/isolation.js';
import { WarmBoxes } from './sandbox/warm-boxes.js';

/** A runner: its isolation, its languages, and a fixed number of slots each job waits for. */
export function createRunner(config: RunnerConfig) {
  const isolation: Isolation = detectIsolation({
    allowSharedUid: config.RUNNER_ALLOW_SHARED_UID,
    bwrap: config.RUNNER_BWRAP,
    sandbox: config.RUNNER_SANDBOX,
    probeUid: config.RUNNER_UID_BASE,
  });
  const languages = new Map<string, LanguageStatus>(detectLanguages().map((status) => [status.spec.id, status]));
  const freeSlots = Array.from({ length: config.RUNNER_SLOTS }, (_, slot) => slot);
  const slotUid = (slot: number) => (isolation.slotUids ? config.RUNNER_UID_BASE + slot : null);
  // A slot host's box costs little to make, and boxes made ahead would share its namespaces with the running one.
  const boxes = freeSlots.map(
    (slot) => new WarmBoxes(slotDriver(isolation, slotUid(slot)), isolation.slotHosts ? 0 : config.RUNNER_WARM_BOXES),
  );
  const waiting: ((slot: number) => void)[] = [];

  const acquire = () =>
    new Promise<number>((resolve) => {
      const slot = freeSlots.shift();
      if (slot === undefined) waiting.push(resolve);
      else resolve(slot);
    });
  /** Frees a slot, or hands it straight to the next waiting job (then true). */
  const release = (slot: number): boolean => {
    const next = waiting.shift();
    if (next) next(slot);
    else freeSlots.push(slot);
    return next !== undefined;
  };

  return {
    info(): RunnerInfo {
      return {
        id: config.runnerId,
        host: config.host,
        isolation: isolation.mode,
        sandbox: isolation.slotHosts ? 'slot-hosts' : 'bubblewrap',
        cgroup: isolation.cgroup?.version ?? null,
        slots: config.RUNNER_SLOTS,
        busy: config.RUNNER_SLOTS - freeSlots.length,
        problem: isolation.problem,
      };
    },
    languages(): LanguageInfo[] {
      return [...languages.values()].map(({ spec, version, available }) => ({
        id: spec.id,
        name: spec.name,
        version,
        available,
      }));
    },
    /** Runs a code job (its tests, each in a fresh box) or a repository job (its own tests, in one box). */
    async run<Job extends AnyRunnerJob>(job: Job): Promise<ReportOf<Job>> {
      const slot = await acquire();
      try {
        const report: AnyRunnerJobReport = isRepositoryJob(job)
          ? await runRepositoryJob(job, {
              runnerId: config.runnerId,
              isolation,
              languages,
              uid: slotUid(slot),
              processes: config.RUNNER_MAX_PROCESSES,
            })
          : await runJob(job, {
              runnerId: config.runnerId,
              isolation,
              boxes: boxes[slot]!,
              languages,
              uid: slotUid(slot),
              processes: config.RUNNER_MAX_PROCESSES,
              workDirBytes: config.RUNNER_WORKDIR_MB * 1024 * 1024,
              compileWallMs: config.RUNNER_COMPILE_WALL_MS,
            });
        return report as ReportOf<Job>;
      } catch (error) {
        return failedReport(job, config.runnerId, `The runner failed: ${(error as Error).message}`) as ReportOf<Job>;
      } finally {
        // A slot handed straight to a waiting job makes no box ahead: it would be made beside that job's program.
        const handedOn = release(slot);
        boxes[slot]!.refill({ skip: handedOn });
      }
    },
    /** Kills the boxes made ahead of need; the runner goes on and makes new ones as jobs come. */
    async discardIdleBoxes(): Promise<void> {
      await Promise.all(boxes.map((slotBoxes) => slotBoxes.discardIdle()));
    },
    async close(): Promise<void> {
      await Promise.all(boxes.map((slotBoxes) => slotBoxes.close()));
      for (const { spec } of languages.values()) spec.prepare?.dispose();
    },
  };
}
export type Runner = ReturnType<typeof createRunner>;

/** The report of a job that could not be run at all, in its kind's shape (the IPC intake's answer to a malformed job). */
export function failedReport(job: { id: string; kind?: unknown }, runnerId: string, error: string): AnyRunnerJobReport {
  return job.kind === 'repository'
    ? { jobId: job.id, runnerId, process: null, tests: [], error }
    : { jobId: job.id, runnerId, compile: null, tests: [], error };
}
