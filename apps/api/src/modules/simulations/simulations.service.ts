import {
  SIMULATION_ERROR_CODES,
  SIMULATION_LIMITS,
  type ChangeSimulation,
  type CodeInput,
  type Simulation,
  type SimulationList,
  type SimulationListQuery,
  type StageWork,
  type StartSimulation,
  type TemplateContent,
  type TestRunResult,
} from '@assay/contracts';
import type { Database, DbExecutor } from '../../db/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { OutboxService } from '../../platform/outbox/outbox.service.js';
import type { ExecutionService } from '../execution/execution.service.js';
import { runVisibleTests } from '../judging/visible-test-run.js';
import type { TaskTemplatesService } from '../task-templates/task-templates.service.js';
import type { UserRow } from '../users/users.service.js';
import { answerQuestion } from './persona.js';
import { buildTrends, type LearningTitles } from './simulation-report.js';
import { openSession, type SimulationSession } from './simulation-session.js';
import { listItem, reportReady, scenarioSummary, scoredOverall, simulationView } from './simulation-views.js';
import type { SimulationRow, SimulationsRepository } from './simulations.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const REVIEWER_ROLES = new Set(['interviewer', 'orgadmin']);
const notFound = () => new NotFoundError('Simulation not found.', 'SIMULATION_NOT_FOUND');
const refuse = (message: string) => new ConflictError(message, SIMULATION_ERROR_CODES.transition);

/** Why an action cannot be taken in the simulation's status (null: it can). */
function refusal(status: SimulationRow['status'], action: ChangeSimulation['action'] | 'work'): string | null {
  const ended = status === 'completed' || status === 'abandoned' || status === 'expired';
  switch (action) {
    case 'start':
      if (status === 'scheduled') return null;
      return ended
        ? 'This simulation has ended; start a new one from its scenario.'
        : 'This simulation has already started.';
    case 'advance':
    case 'work':
      if (status === 'in_progress') return null;
      if (status === 'paused') return 'This simulation is paused; resume it to go on.';
      if (status === 'scheduled') return 'This simulation has not started yet; start it first.';
      return 'This simulation has ended; its stages take no more work.';
    case 'pause':
      if (status === 'in_progress') return null;
      if (status === 'paused') return 'This simulation is already paused.';
      if (status === 'scheduled') return 'This simulation has not started yet; there is nothing to pause.';
      return 'This simulation has ended; it cannot be paused.';
    case 'resume':
      if (status === 'paused') return null;
      if (status === 'in_progress') return 'This simulation is already running.';
      if (status === 'scheduled') return 'This simulation has not started yet; start it first.';
      return 'This simulation has ended; it cannot be resumed.';
    case 'abandon':
      return ended ? 'This simulation has already ended.' : null;
    case 'share':
      return status === 'completed'
        ? null
        : 'Only a completed simulation can be shared: its report is what your organization sees.';
  }
}

/** The organizations a user belongs to, and in what role (the organizations module's, given by the composition root). */
export interface Memberships {
  membership(organizationId: string, userId: string, tx?: DbExecutor): Promise<{ role: string } | null>;
  membershipsOf(userId: string): Promise<{ organizationId: string; role: string }[]>;
}

interface Deps {
  db: Database;
  repository: SimulationsRepository;
  templates: Pick<TaskTemplatesService, 'publicVersion' | 'versionsByIds'>;
  execution: Pick<ExecutionService, 'judge'>;
  memberships: Memberships;
  outbox: Pick<OutboxService, 'record'>;
  /** Names the learning-path steps of these paths, for a report's gaps. */
  learningTitles: (pathIds: readonly string[]) => Promise<LearningTitles>;
  /** The server's clock (tests move it). */
  now: () => Date;
  newId: () => string;
}

/**
 * Simulations (issue 32): starting one from a scenario, the candidate's actions on it, the persona's answers, and the
 * sweep that moves every open simulation by the clock with no browser open. A user reaches their own; an organization's
 * reviewers reach the ones shared with it, read-only; anyone else gets 404.
 */
export function createSimulationsService({
  db,
  repository,
  templates,
  execution,
  memberships,
  outbox,
  learningTitles,
  now,
  newId,
}: Deps) {
  /** Runs `act` on the simulation under its lock, after the clock has moved it to now, and writes the result. */
  async function withSession<T>(
    id: string,
    owner: string | null,
    act: (session: SimulationSession, tx: DbExecutor) => T | Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const row = await repository.lock(id, tx);
      if (!row || (owner !== null && row.userId !== owner)) throw notFound();
      const session = openSession(row, await repository.stages(id, tx), now());
      const result = await act(session, tx);
      await session.persist(tx, { repository, outbox, newId });
      return result;
    });
  }

  /**
   * The simulation as it stands, read after the change committed: never inside a transaction, since the challenge
   * versions come through the templates service's own reads (on PGlite, one connection: they would wait on it).
   */
  async function view(id: string, at: Date, tx: DbExecutor = db): Promise<Simulation> {
    const row = (await repository.byId(id, tx))!;
    const stages = await repository.stages(id, tx);
    const versionIds = stages.flatMap((stage) => (stage.challengeVersionId ? [stage.challengeVersionId] : []));
    const versions = await templates.versionsByIds(versionIds);
    const challenges = new Map<string, TemplateContent>([...versions].map(([key, version]) => [key, version.content]));
    const sharedName = row.sharedOrganizationId
      ? await repository.organizationName(row.sharedOrganizationId, tx)
      : null;
    const session = openSession(row, stages, at);
    return simulationView({
      row,
      clock: session.state,
      stages,
      messages: await repository.messages(id, tx),
      challenges,
      sharedWith: row.sharedOrganizationId && sharedName ? { id: row.sharedOrganizationId, name: sharedName } : null,
      learningTitles: await learningTitles(
        reportReady(row, stages) ? row.scenario.stages.flatMap((stage) => stage.learning.map((link) => link.path)) : [],
      ),
      now: at,
    });
  }

  /** The organizations whose shared simulations the caller reviews. */
  async function reviewedOrganizations(caller: UserRow): Promise<string[]> {
    const rows = await memberships.membershipsOf(caller.id);
    return rows.filter((row) => REVIEWER_ROLES.has(row.role)).map((row) => row.organizationId);
  }

  async function assertNoneRunning(userId: string, tx: DbExecutor, except?: string) {
    const active = await repository.activeOf(userId, tx);
    if (active && active.id !== except)
      throw new ConflictError(
        `You already have a simulation under way (“${active.scenario.title}”): finish or abandon it first.`,
        SIMULATION_ERROR_CODES.active,
      );
  }

  function runningStage(session: SimulationSession, stageKey: string) {
    const reason = refusal(session.state.status, 'work');
    if (reason) throw refuse(reason);
    const position = session.state.currentStage!;
    const stage = session.row.scenario.stages[position]!;
    if (stage.key !== stageKey) {
      const named = session.row.scenario.stages.find((candidate) => candidate.key === stageKey);
      if (!named) throw new NotFoundError('Stage not found.', 'SIMULATION_STAGE_NOT_FOUND');
      throw new ConflictError(
        `“${named.title}” has already ended; the simulation is on “${stage.title}” now.`,
        SIMULATION_ERROR_CODES.stageEnded,
      );
    }
    return { position, stage, row: session.stages[position]! };
  }

  /** PATCH /simulations/{id}: start, advance, pause, resume, abandon or share. */
  async function change(caller: UserRow, id: string, input: ChangeSimulation): Promise<Simulation> {
    return withSession(id, caller.id, async (session, tx) => {
      const reason = refusal(session.state.status, input.action);
      if (reason) throw refuse(reason);
      switch (input.action) {
        case 'start':
          await assertNoneRunning(caller.id, tx, id);
          session.begin();
          break;
        case 'advance':
          runningStage(session, input.stageKey);
          session.advance();
          break;
        case 'pause':
          session.pause();
          break;
        case 'resume':
          await assertNoneRunning(caller.id, tx, id);
          session.resume();
          break;
        case 'abandon':
          session.abandon();
          break;
        case 'share': {
          if (input.organizationId && !(await memberships.membership(input.organizationId, caller.id, tx)))
            throw new ValidationError('You can share a simulation only with an organization you belong to.');
          await repository.update(id, { sharedOrganizationId: input.organizationId }, tx);
          break;
        }
      }
      // The view is read once the session's writes have committed.
      return session.now;
    }).then((at) => view(id, at));
  }

  return {
    async scenarios() {
      const rows = await repository.scenarios();
      return { items: rows.map((row) => scenarioSummary(row.content)) };
    },

    /** POST /simulations: a new simulation of the scenario, running now or waiting for its time. */
    async start(caller: UserRow, input: StartSimulation): Promise<Simulation> {
      const scenario = await repository.scenario(input.scenario);
      if (!scenario) throw new NotFoundError('Scenario not found.', 'SIMULATION_SCENARIO_NOT_FOUND');
      const at = now();
      const scheduledFor = input.scheduledFor ? new Date(input.scheduledFor) : null;
      if (scheduledFor && scheduledFor.getTime() <= at.getTime())
        throw new ValidationError('Choose a time in the future, or start now.');
      if (scheduledFor && scheduledFor.getTime() > at.getTime() + SIMULATION_LIMITS.scheduleAheadDays * DAY_MS)
        throw new ValidationError(`Schedule at most ${SIMULATION_LIMITS.scheduleAheadDays} days ahead.`);
      // Each code stage is pinned to its challenge's newest version now, so a republished challenge changes nothing.
      const versions = new Map<number, string>();
      for (const [position, stage] of scenario.content.stages.entries()) {
        if (stage.kind !== 'coding' && stage.kind !== 'debugging') continue;
        const version = await templates.publicVersion(stage.challenge);
        if (!version)
          throw new ConflictError(
            `This scenario is not available on this install: its challenge “${stage.challenge}” is not loaded.`,
            'SIMULATION_SCENARIO_UNAVAILABLE',
          );
        versions.set(position, version.id);
      }
      const id = newId();
      await db.transaction(async (tx) => {
        if (!scheduledFor) await assertNoneRunning(caller.id, tx);
        await repository.insert(
          {
            id,
            userId: caller.id,
            scenarioSlug: scenario.slug,
            scenario: scenario.content,
            status: 'scheduled',
            scheduledFor,
            createdAt: at,
          },
          scenario.content.stages.map((stage, position) => ({
            simulationId: id,
            position,
            key: stage.key,
            kind: stage.kind,
            challengeVersionId: versions.get(position) ?? null,
          })),
          tx,
        );
      });
      if (scheduledFor) return view(id, at);
      return change(caller, id, { action: 'start' });
    },

    /** GET /simulations/{userId}: the caller's own, or those another user shared with an organization they review. */
    async list(caller: UserRow, userId: string, query: SimulationListQuery): Promise<SimulationList> {
      const sharedWith = caller.id === userId ? undefined : await reviewedOrganizations(caller);
      // Someone else's list exists for the caller only if that user shared a simulation with an organization they review.
      if (sharedWith && (await repository.list(userId, { page: 1, limit: 1, sharedWith })).total === 0)
        throw notFound();
      // Bring the page's open simulations up to the clock first, so the list shows what a detail read would.
      if (!sharedWith)
        for (const { id } of await repository.openOf(userId)) await withSession(id, userId, () => undefined);
      const { rows, total } = await repository.list(userId, { ...query, ...(sharedWith ? { sharedWith } : {}) });
      const stages = await repository.stagesOf(rows.map(({ simulation }) => simulation.id));
      const completed = await repository.completed(userId, sharedWith);
      const completedStages = await repository.stagesOf(completed.map((row) => row.id));
      return {
        items: rows.map(({ simulation, organizationName }) =>
          listItem(
            simulation,
            stages.get(simulation.id) ?? [],
            simulation.sharedOrganizationId && organizationName
              ? { id: simulation.sharedOrganizationId, name: organizationName }
              : null,
          ),
        ),
        total,
        page: query.page,
        limit: query.limit,
        trends: buildTrends(
          completed
            .filter((row) => reportReady(row, completedStages.get(row.id) ?? []))
            .map((row) => {
              const rowStages = completedStages.get(row.id) ?? [];
              return {
                id: row.id,
                title: row.scenario.title,
                endedAt: row.endedAt ?? row.updatedAt,
                score: scoredOverall(row, rowStages),
                stages: rowStages.flatMap((stage) =>
                  stage.result ? [{ kind: stage.kind, score: stage.result.score }] : [],
                ),
              };
            }),
        ),
      };
    },

    /** GET /simulations/{userId}/{id}: one simulation, moved to now by the clock. */
    async detail(caller: UserRow, userId: string, id: string): Promise<Simulation> {
      if (caller.id === userId) {
        const at = await withSession(id, userId, (session) => session.now);
        return view(id, at);
      }
      const row = await repository.byId(id);
      const reviewed = await reviewedOrganizations(caller);
      if (!row || row.userId !== userId || !row.sharedOrganizationId || !reviewed.includes(row.sharedOrganizationId))
        throw notFound();
      return view(id, now());
    },

    change,

    /** PUT …/stages/{stageKey}/work: the running stage's work as it stands (what time-up submits). */
    async saveWork(caller: UserRow, id: string, stageKey: string, work: StageWork): Promise<{ savedAt: string }> {
      return withSession(id, caller.id, async (session, tx) => {
        const { position, stage } = runningStage(session, stageKey);
        const expected =
          stage.kind === 'coding' || stage.kind === 'debugging'
            ? 'code'
            : stage.kind === 'review'
              ? 'review'
              : 'written';
        if (work.kind !== expected) throw new ValidationError(`This stage takes ${expected} work, not ${work.kind}.`);
        await repository.updateStage(id, position, { work, workSavedAt: session.now }, tx);
        return { savedAt: session.now.toISOString() };
      });
    },

    /** POST …/stages/{stageKey}/test: the code against the stage's challenge's visible tests; nothing is kept. */
    async test(caller: UserRow, id: string, stageKey: string, input: CodeInput): Promise<TestRunResult> {
      const versionId = await withSession(id, caller.id, (session) => {
        const { stage, row } = runningStage(session, stageKey);
        if (!row.challengeVersionId) throw new ValidationError(`“${stage.title}” has no code to run.`);
        return row.challengeVersionId;
      });
      const version = (await templates.versionsByIds([versionId])).get(versionId)!;
      if (!version.content.languages.some((entry) => entry.language === input.language))
        throw new ValidationError(`This challenge is not offered in ${input.language}.`);
      return runVisibleTests(version.content, input, (request) => execution.judge(caller, request));
    },

    /** POST …/messages: a clarifying question; the persona answers from the running stage's script. */
    async ask(caller: UserRow, id: string, body: string) {
      return withSession(id, caller.id, async (session, tx) => {
        const reason = refusal(session.state.status, 'work');
        if (reason) throw refuse(reason);
        const stage = session.row.scenario.stages[session.state.currentStage!]!;
        const base = { simulationId: id, stageKey: stage.key, at: session.now, onceKey: null };
        const rows = [
          { ...base, id: newId(), sender: 'candidate' as const, kind: 'question', body },
          {
            ...base,
            id: newId(),
            sender: 'persona' as const,
            kind: 'clarification',
            body: answerQuestion(stage.script, body),
          },
        ];
        await repository.addMessages(rows, tx);
        return {
          messages: rows.map((row) => ({
            id: row.id,
            stageKey: row.stageKey,
            from: row.sender,
            kind: row.kind as 'question' | 'clarification',
            body: row.body,
            phrasedByModel: false,
            at: row.at.toISOString(),
          })),
        };
      });
    },

    /** Moves every open simulation to now: stages whose time is up are submitted, paused ones left too long expire. */
    async sweep(limit = 500): Promise<number> {
      const open = await repository.open(limit);
      for (const { id } of open) await withSession(id, null, () => undefined);
      return open.length;
    },
  };
}
export type SimulationsService = ReturnType<typeof createSimulationsService>;
