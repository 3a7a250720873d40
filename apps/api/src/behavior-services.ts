import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createAnalysisService } from './modules/behavior/analysis.service.js';
import { createBehaviorRepository } from './modules/behavior/behavior.repository.js';
import { createIntegrityService } from './modules/behavior/integrity.service.js';
import { createRetentionSweep } from './modules/behavior/retention-sweep.js';
import { createSimilarityRepository } from './modules/behavior/similarity/similarity.repository.js';
import { createSimilarityService } from './modules/behavior/similarity/similarity.service.js';
import { createTelemetryService } from './modules/behavior/telemetry.service.js';
import type { EvaluationService } from './modules/evaluation/evaluation.service.js';
import type { CandidateTasksService } from './modules/tasks/candidate-tasks.service.js';
import type { AuditService } from './platform/audit/audit.service.js';
import type { OutboxDispatcher } from './platform/outbox/outbox.dispatcher.js';
import type { OutboxService } from './platform/outbox/outbox.service.js';

/**
 * How tasks are worked on (issue 29): the editor's recordings and their retention, the integrity reports (a subscriber
 * of `submission.scored`) with the similarity index, and the behavioral analysis.
 */
export function createBehaviorServices({
  db,
  config,
  log,
  audit,
  outbox,
  events,
  candidateTasks,
  evaluation,
}: {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  audit: AuditService;
  outbox: OutboxService;
  events: Pick<OutboxDispatcher, 'subscribe'>;
  candidateTasks: CandidateTasksService;
  evaluation: EvaluationService;
}) {
  const repository = createBehaviorRepository(db);
  const behaviorTelemetry = createTelemetryService({
    repository,
    tasks: candidateTasks,
    evaluation,
    retentionDays: config.TELEMETRY_RETENTION_DAYS,
  });
  const behaviorIntegrity = createIntegrityService({
    db,
    repository,
    similarity: createSimilarityService({ db, repository: createSimilarityRepository(db) }),
    evaluation,
    audit,
    outbox,
  });
  events.subscribe(behaviorIntegrity.subscriber);
  return {
    behaviorTelemetry,
    behaviorIntegrity,
    behaviorAnalysis: createAnalysisService({ repository }),
    /** Started and stopped with the app (app.ts). */
    telemetryRetention: createRetentionSweep({
      telemetry: behaviorTelemetry,
      log: log.child({ component: 'telemetry-retention' }),
    }),
  };
}
