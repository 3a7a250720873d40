import { SOLVE_SCORE } from '@assay/contracts';
import type { EventSubscriber } from '../../platform/outbox/outbox.dispatcher.js';
import type { DomainEvent } from '../../platform/outbox/outbox.service.js';
import type { SubmissionScoredPayload } from '../judging/submission-scored.js';
import type { LearningRepository } from './learning.repository.js';
import { challengeTemplateIdOf } from './learning.service.js';
import { statusesOf, stepsOf } from './path-outline.js';
import type { StepCompletion } from './step-completion.js';

/**
 * Completes challenge steps: the `learning-challenge-steps` subscriber of `submission.scored`. A practice submission
 * that solves a library challenge (a score of SOLVE_SCORE or more) completes every open step of that challenge in the
 * candidate's enrolled paths. A locked step is left: it completes when the learner reaches and opens it (the step
 * reads the best score then). Completion is idempotent, so a redelivered event changes nothing.
 */
export function createChallengeStepsSubscriber({
  repository,
  completion,
}: {
  repository: LearningRepository;
  completion: StepCompletion;
}): EventSubscriber {
  async function handle(event: DomainEvent): Promise<void> {
    const scored = event.payload as unknown as SubmissionScoredPayload;
    if (!scored.practice || scored.score < SOLVE_SCORE) return;
    const enrollments = await repository.enrollmentsWith([scored.candidateId]);
    if (enrollments.length === 0) return;
    const completed = await repository.completedKeys(scored.candidateId);
    for (const enrollment of enrollments) {
      const done = completed.get(enrollment.pathId) ?? new Set<string>();
      const statuses = statusesOf(enrollment.content, done);
      for (const { step } of stepsOf(enrollment.content)) {
        if (step.kind !== 'challenge' || challengeTemplateIdOf(step.challenge) !== scored.practice.challengeId)
          continue;
        if (statuses.get(step.key) !== 'available') continue;
        await completion.completeStep({
          userId: scored.candidateId,
          holderName: scored.candidateName ?? '',
          pathId: enrollment.pathId,
          version: enrollment.version,
          content: enrollment.content,
          stepKey: step.key,
        });
      }
    }
  }
  return { name: 'learning-challenge-steps', types: ['submission.scored'], handle };
}
