import {
  signUpModeSchema,
  type ProductSettings,
  type ProductSettingsInput,
  type PublicProductSettings,
} from '@assay/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { afterCommit } from '../../db/after-commit.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Broadcast } from '../broadcast/broadcast.js';
import type { ProductSettingsRepository, ProductSettingsRow } from './product-settings.repository.js';

const CHANNEL = 'product-settings';

function settingsOf(row: ProductSettingsRow, defaults: ProductSettingsInput): ProductSettings {
  const signUp = signUpModeSchema.safeParse(row.signUp);
  return {
    productName: row.productName,
    signUp: signUp.success ? signUp.data : defaults.signUp,
    rateLimitMax: row.rateLimitMax,
    rateLimitWindowSeconds: row.rateLimitWindowSeconds,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The product settings (name, sign-up, rate limit), read on hot paths (every API request's rate limit) from a copy in
 * this process. The node that saves a change updates its copy once the change has committed and tells the others
 * (broadcast), which read the row again: every node applies a change within milliseconds, without a restart. A node
 * that may have missed a message (its Redis connection came back) reads the row again too.
 */
export function createProductSettingsService({
  db,
  repository,
  broadcast,
  audit,
  defaults,
  log,
}: {
  db: Database;
  repository: ProductSettingsRepository;
  broadcast: Pick<Broadcast, 'publish' | 'subscribe' | 'onResync'>;
  audit: Pick<AuditService, 'record'>;
  /** The installation's configuration, in force until an admin changes the settings. */
  defaults: ProductSettingsInput;
  log: FastifyBaseLogger;
}) {
  let current: ProductSettings = { ...defaults, updatedAt: null };
  let loading: Promise<void> | null = null;
  /** Bumped by every change to `current`: a read that started before a newer one keeps nothing. */
  let generation = 0;

  async function reload(): Promise<void> {
    generation += 1;
    const started = generation;
    const row = await repository.get();
    if (started === generation) current = row ? settingsOf(row, defaults) : { ...defaults, updatedAt: null };
  }

  async function get(): Promise<ProductSettings> {
    loading ??= reload().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    await loading;
    return current;
  }

  function reloadInBackground(): void {
    loading = reload().catch((error: unknown) => {
      log.warn({ err: error }, 'product settings: could not be read again; the previous ones stay in force');
    });
  }

  broadcast.subscribe(CHANNEL, reloadInBackground);
  broadcast.onResync(reloadInBackground);

  return {
    /** The settings in force on this node (read from the database the first time). */
    get,

    async publicSettings(): Promise<PublicProductSettings> {
      const { productName, signUp } = await get();
      return { productName, signUp };
    },

    async update(
      callerId: string,
      input: ProductSettingsInput,
      meta: { requestId?: string | null; ip?: string | null } = {},
    ): Promise<ProductSettings> {
      const before = await get();
      return db.transaction(async (tx) => {
        const row = await repository.save({ ...input, updatedBy: callerId }, tx);
        await audit.record(
          {
            actorId: callerId,
            action: 'settings.product_changed',
            targetType: 'settings',
            targetId: 'product',
            metadata: {
              changed: Object.fromEntries(
                (Object.keys(input) as (keyof ProductSettingsInput)[])
                  .filter((key) => before[key] !== input[key])
                  .map((key) => [key, { from: before[key], to: input[key] }]),
              ),
            },
            requestId: meta.requestId ?? null,
            ip: meta.ip ?? null,
          },
          tx,
        );
        const saved = settingsOf(row, defaults);
        afterCommit(tx, () => {
          generation += 1;
          current = saved;
          broadcast.publish(CHANNEL, {});
        });
        return saved;
      });
    },
  };
}
export type ProductSettingsService = ReturnType<typeof createProductSettingsService>;
