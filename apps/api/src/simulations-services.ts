import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { ExecutionService } from './modules/execution/execution.service.js';
import { createLearningRepository } from './modules/learning/learning.repository.js';
import { createLearningTitles } from './modules/simulations/learning-titles.js';
import { createModelPersona } from './modules/simulations/model-persona.js';
import { createSimulationSweep } from './modules/simulations/simulation-sweep.js';
import { createSimulationsRepository } from './modules/simulations/simulations.repository.js';
import { createSimulationsService, type Memberships } from './modules/simulations/simulations.service.js';
import { createStageScorer } from './modules/simulations/stage-scorer.js';
import type { TaskTemplatesService } from './modules/task-templates/task-templates.service.js';
import { createLanguageModel } from './platform/language-model/language-model.js';
import type { OutboxDispatcher } from './platform/outbox/outbox.dispatcher.js';
import type { OutboxService } from './platform/outbox/outbox.service.js';

/**
 * Simulations (issue 32): the service, the scorer that reacts to ended stages (an outbox subscriber), the sweep that
 * runs the clock with no browser open, and the optional language model that phrases the persona's follow-ups.
 */
export function createSimulationsServices({
  db,
  config,
  log,
  outbox,
  events,
  templates,
  execution,
  memberships,
  now,
  newId,
}: {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  outbox: OutboxService;
  events: Pick<OutboxDispatcher, 'subscribe'>;
  templates: Pick<TaskTemplatesService, 'publicVersion' | 'versionsByIds'>;
  execution: Pick<ExecutionService, 'judge'>;
  memberships: Memberships;
  now: () => Date;
  newId: () => string;
}) {
  const repository = createSimulationsRepository(db);
  const persona = createModelPersona(createLanguageModel(config), log.child({ component: 'simulations' }));
  events.subscribe(createStageScorer({ db, repository, templates, execution, persona, now, newId }));
  const simulations = createSimulationsService({
    db,
    repository,
    templates,
    execution,
    memberships,
    outbox,
    learningTitles: createLearningTitles(createLearningRepository(db)),
    now,
    newId,
  });
  return {
    simulations,
    simulationScenarios: { sync: repository.syncScenario },
    simulationSweep: createSimulationSweep({
      simulations,
      sweepMs: config.TIMED_TASK_SWEEP_MS,
      log: log.child({ component: 'simulations' }),
    }),
  };
}
