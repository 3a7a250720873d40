import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { APP_VERSION } from './lib/version.js';
import { createHealthService } from './modules/health/health.service.js';
import { createAuditRepository } from './platform/audit/audit.repository.js';
import { createAuditService } from './platform/audit/audit.service.js';
import { createLocalBroadcast, createRedisBroadcast } from './platform/broadcast/broadcast.js';
import { createMailRepository } from './platform/mail/mail.repository.js';
import { createMailService } from './platform/mail/mail.service.js';
import { createSmtpTransport } from './platform/mail/smtp-transport.js';
import { createOutboxDispatcher } from './platform/outbox/outbox.dispatcher.js';
import { createOutboxRepository } from './platform/outbox/outbox.repository.js';
import { createOutboxService } from './platform/outbox/outbox.service.js';
import { createProductSettingsRepository } from './platform/settings/product-settings.repository.js';
import { createProductSettingsService } from './platform/settings/product-settings.service.js';

/**
 * What every feature stands on, wired first by the composition root (services.ts): messages between nodes, the audit
 * log, the outbox and its dispatcher, the product settings, mail and health.
 */
export function createPlatformServices({
  database,
  config,
  log,
}: {
  database: DatabaseHandle;
  config: Config;
  log: FastifyBaseLogger;
}) {
  const { db } = database;
  const broadcast = config.REDIS_URL
    ? createRedisBroadcast({
        url: config.REDIS_URL,
        prefix: config.BROADCAST_REDIS_PREFIX,
        log: log.child({ component: 'broadcast' }),
      })
    : createLocalBroadcast();
  const outboxRepository = createOutboxRepository(db);

  const audit = createAuditService({ repository: createAuditRepository(db) });
  const outbox = createOutboxService({ repository: outboxRepository });
  const events = createOutboxDispatcher({
    repository: outboxRepository,
    log: log.child({ component: 'outbox' }),
    pollMs: config.OUTBOX_POLL_MS,
    retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
  });
  const productSettings = createProductSettingsService({
    db,
    repository: createProductSettingsRepository(db),
    broadcast,
    audit,
    defaults: {
      productName: config.PRODUCT_NAME,
      signUp: 'open',
      rateLimitMax: config.RATE_LIMIT_MAX,
      rateLimitWindowSeconds: Math.max(1, Math.round(config.RATE_LIMIT_WINDOW_MS / 1000)),
    },
    log: log.child({ component: 'product-settings' }),
  });
  const mail = createMailService({
    repository: createMailRepository(db),
    outbox,
    transport: config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : null,
    from: config.MAIL_FROM,
    context: async () => ({ productName: (await productSettings.get()).productName, publicUrl: config.publicUrl }),
  });
  events.subscribe(mail.subscriber);
  const health = createHealthService({ database, version: APP_VERSION });

  return {
    db,
    /** Messages between API nodes (Redis pub/sub when configured). */
    broadcast,
    audit,
    outbox,
    events,
    /** Product name, sign-up and rate limit, as the admin last set them (every node's copy kept current). */
    productSettings,
    mail,
    health,
  };
}
