import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createGameChallenges } from './modules/gamification/challenges.js';
import { createGameRepository } from './modules/gamification/game.repository.js';
import { createGamificationService } from './modules/gamification/gamification.service.js';
import { createLeaderboard } from './modules/gamification/leaderboard.js';
import { createLearningPointsSubscriber } from './modules/gamification/learning-points.subscriber.js';
import { createLedgerRepository } from './modules/gamification/ledger.repository.js';
import { createPointsSubscriber } from './modules/gamification/points.subscriber.js';
import type { LiveNotifications } from './modules/notifications/live-notifications.js';
import type { OutboxDispatcher } from './platform/outbox/outbox.dispatcher.js';
import type { OutboxService } from './platform/outbox/outbox.service.js';

type ChallengeDeps = Parameters<typeof createGameChallenges>[0];

/**
 * The game mode (issue 27): the points ledger and its subscribers (scored submissions, learning steps), the
 * leaderboard (Redis when configured), and the quick-fire challenges.
 */
export function createGamificationServices({
  db,
  config,
  outbox,
  events,
  live,
  templates,
  practice,
  submissions,
}: {
  db: Database;
  config: Config;
  outbox: OutboxService;
  events: Pick<OutboxDispatcher, 'subscribe'>;
  live: LiveNotifications;
  templates: ChallengeDeps['templates'];
  practice: ChallengeDeps['practice'];
  submissions: ChallengeDeps['submissions'];
}) {
  const gameRepository = createGameRepository(db);
  const ledger = createLedgerRepository(db);
  const leaderboard = createLeaderboard({
    repository: gameRepository,
    redis: config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : null,
    prefix: config.LEADERBOARD_REDIS_PREFIX,
  });
  const gameChallenges = createGameChallenges({
    db,
    outbox,
    repository: gameRepository,
    ledger,
    templates,
    practice,
    submissions,
    newId: randomUUID,
  });
  const gamificationPoints = createPointsSubscriber({
    db,
    ledger,
    game: gameRepository,
    challenges: gameChallenges,
    leaderboard,
    outbox,
    live,
    newId: randomUUID,
  });
  events.subscribe(gamificationPoints);
  events.subscribe(createLearningPointsSubscriber({ db, ledger, leaderboard, live, newId: randomUUID }));
  return {
    gamification: createGamificationService({ repository: gameRepository, ledger }),
    gameChallenges,
    leaderboard,
    /** Tests read and rebuild the points ledger directly, and deliver an event to its subscriber twice. */
    ledger,
    gameRepository,
    gamificationPoints,
  };
}
