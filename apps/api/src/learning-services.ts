import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createCertificatesService } from './modules/learning/certificates/certificates.service.js';
import { createChallengeStepsSubscriber } from './modules/learning/challenge-steps.subscriber.js';
import { createLearningAuthoringService } from './modules/learning/learning-authoring.service.js';
import { createLearningProgressService } from './modules/learning/learning-progress.service.js';
import { createLearningRepository } from './modules/learning/learning.repository.js';
import { createLearningService } from './modules/learning/learning.service.js';
import { createStepCompletion } from './modules/learning/step-completion.js';
import type { PracticeService } from './modules/tasks/practice.service.js';
import type { AuditService } from './platform/audit/audit.service.js';
import type { OutboxDispatcher } from './platform/outbox/outbox.dispatcher.js';
import type { OutboxService } from './platform/outbox/outbox.service.js';

/**
 * Learning paths (issue 30): the learner's paths and steps, authoring, and certificates. Challenge steps complete when
 * practice solves their challenge (a subscriber of `submission.scored`); completing a path issues its certificate in
 * the same transaction.
 */
export function createLearningServices({
  db,
  config,
  authSecret,
  audit,
  outbox,
  events,
  practice,
}: {
  db: Database;
  config: Config;
  authSecret: string;
  audit: AuditService;
  outbox: OutboxService;
  events: Pick<OutboxDispatcher, 'subscribe'>;
  practice: Pick<PracticeService, 'standing'>;
}) {
  const repository = createLearningRepository(db);
  const certificates = createCertificatesService({ db, publicUrl: config.publicUrl, secret: authSecret, audit });
  const completion = createStepCompletion({ db, repository, certificates, outbox });
  const learning = createLearningService({ repository, practice, completion });
  events.subscribe(createChallengeStepsSubscriber({ repository, completion }));
  return {
    learning,
    learningProgress: createLearningProgressService({ repository, learning }),
    learningAuthoring: createLearningAuthoringService({ db, repository, practice, audit }),
    learningCertificates: certificates,
  };
}
