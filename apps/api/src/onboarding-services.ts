import type { Database } from './db/client.js';
import { createOnboardingRepository } from './modules/onboarding/onboarding.repository.js';
import { createOnboardingService } from './modules/onboarding/onboarding.service.js';
import { createOnboardingSubscriber } from './modules/onboarding/onboarding.subscriber.js';
import type { OutboxDispatcher } from './platform/outbox/outbox.dispatcher.js';

/** Onboarding (issue 31): the checklist per role, its steps ticked by the `onboarding-steps` subscriber. */
export function createOnboardingServices({
  db,
  events,
}: {
  db: Database;
  events: Pick<OutboxDispatcher, 'subscribe'>;
}) {
  const onboarding = createOnboardingService({ repository: createOnboardingRepository(db) });
  events.subscribe(createOnboardingSubscriber({ onboarding }));
  return { onboarding };
}
