import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_OIDC_SCOPE,
  PLAN_KEYS,
  PRODUCT_NAME_DEFAULT,
  RUNNER_QUEUE_DEFAULT,
  TELEMETRY_RETENTION_DAYS_DEFAULT,
} from '@assay/contracts';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.string().url().optional();

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Every environment variable the API reads. Each `describe()` text is the README's configuration table
 * (a test keeps the two in step: `npm run docs:config` prints the table).
 */
export const configSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('production')
    .describe('`development`, `production` or `test`.'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('Port the API and the web app listen on.'),
  HOST: z.string().min(1).default('127.0.0.1').describe('Interface to listen on; `0.0.0.0` to accept other machines.'),
  PUBLIC_URL: optionalUrl.describe(
    'The address people use to reach Assay, for links in mails. Default `http://{HOST}:{PORT}` (`localhost` when `HOST` is `0.0.0.0`). Sign-in accepts requests from this origin.',
  ),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .describe(
      'Where the embedded database and uploaded files live. One process holds the embedded database: a second on the same DATA_DIR refuses to start.',
    ),
  DATABASE_URL: optionalUrl.describe(
    'PostgreSQL connection string. Unset: the embedded PGlite database in `DATA_DIR/db`.',
  ),
  REDIS_URL: optionalUrl.describe(
    'Redis connection string: rate-limit counters shared by several API nodes, the code-execution queue (then the API forks no runners), and the messages that keep the caches of the nodes in step (several API nodes need it).',
  ),
  SMTP_URL: optionalUrl.describe(
    'SMTP server for mail, e.g. `smtp://user:pass@host:587`. Unset: mails are not sent but kept in the database, where platform admins can read them, links included.',
  ),
  MAIL_FROM: z.string().min(3).default('Assay <no-reply@localhost>').describe('Sender of outgoing mail.'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('Log level (pino): `debug` also logs redacted request and response bodies.'),
  PRODUCT_NAME: z.string().min(1).default(PRODUCT_NAME_DEFAULT).describe('Product name shown in messages and mails.'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .describe('Comma-separated origins allowed to call the API from another site. Empty: same origin only.'),
  TRUST_PROXY: booleanString.default(false).describe('Trust `X-Forwarded-*` headers from a reverse proxy.'),
  RATE_LIMIT_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(600)
    .describe(
      "Requests one client may make to the API (`/api/`, `/auth/`, `/health`) per rate-limit window: a signed-in user counts by account, anyone else by address. Static files and the web app's pages are never counted; a browser that passes the limit gets a short page saying when to retry.",
    ),
  RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60_000)
    .describe('Length of the rate-limit window in milliseconds.'),
  RATE_LIMIT_REDIS_PREFIX: z
    .string()
    .min(1)
    .default('assay-rate-limit:')
    .describe('Prefix of the rate-limit keys in Redis, for installations sharing one Redis.'),
  LEADERBOARD_REDIS_PREFIX: z
    .string()
    .min(1)
    .default('assay-leaderboard:')
    .describe(
      'Prefix of the game-mode leaderboard sorted sets in Redis (one per period), for installations sharing one Redis.',
    ),
  BROADCAST_REDIS_PREFIX: z
    .string()
    .min(1)
    .default('assay-broadcast:')
    .describe(
      'Prefix of the Redis pub/sub channels through which API nodes tell each other what changed, for installations sharing one Redis.',
    ),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1_048_576)
    .describe('Largest request body accepted, in bytes.'),
  SEED_DEMO: booleanString
    .optional()
    .describe('Seed demo accounts and data. Default: on with the embedded database, off with `DATABASE_URL`.'),
  SEED_LIBRARY: booleanString
    .default(true)
    .describe(
      'Load the challenge library (`content/challenges`) as platform templates at start; a changed challenge becomes a new version.',
    ),
  OUTBOX_POLL_MS: z.coerce
    .number()
    .int()
    .min(10)
    .default(500)
    .describe('How often each API node looks for undelivered domain events.'),
  OUTBOX_RETRY_BASE_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(1000)
    .describe('First retry delay of a failed event delivery; doubles each attempt up to 5 minutes.'),
  OUTBOX_MAX_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1)
    .default(12)
    .describe('Delivery attempts before an event is set aside as failed (and logged).'),
  AUTH_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe(
      "Secret that encrypts the identity provider's signing keys and signs its cookies (32+ characters). Unset: one is generated once and kept in `DATA_DIR/auth-secret`.",
    ),
  SESSION_JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(86_400)
    .default(900)
    .describe(
      'Life of the session JWT sent as the bearer; the browser refreshes it from the session cookie. Signing out (or a password change or reset that signs the other devices out) refuses it at once on every API node.',
    ),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 86_400)
    .describe("Life of the identity provider's session (the refresh expiry)."),
  REQUIRE_EMAIL_VERIFICATION: booleanString.default(false).describe('Require a verified email address before sign-in.'),
  GOOGLE_CLIENT_ID: z
    .string()
    .min(1)
    .optional()
    .describe('Google OAuth client id; with `GOOGLE_CLIENT_SECRET` it turns on Google sign-in.'),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional().describe('Google OAuth client secret.'),
  GOOGLE_ISSUER: z
    .string()
    .url()
    .default('https://accounts.google.com')
    .describe("Google's OpenID issuer (change only to point at a stand-in provider in tests)."),
  GITHUB_API_URL: z
    .string()
    .url()
    .default('https://api.github.com')
    .describe("GitHub's REST API (GitHub Enterprise Server: `https://HOST/api/v3`; tests: a stand-in on loopback)."),
  STRIPE_SECRET_KEY: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Stripe secret key: turns on Checkout, the customer portal and paid plans. Unset: the platform admin assigns plans by hand and invoices outside Assay.',
    ),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe("The signing secret of Stripe's webhook endpoint (`/api/v1/subscriptions/stripe-webhook`)."),
  STRIPE_API_BASE: optionalUrl.describe("Stripe's API (tests: a stand-in on loopback). Unset: Stripe's own."),
  LLM_BASE_URL: optionalUrl.describe(
    "An OpenAI-compatible API (OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio…) that phrases the simulation persona's follow-ups and suggests rubric scores. Unset: the scripted persona runs alone.",
  ),
  LLM_API_KEY: z.string().min(1).optional().describe('The API key of `LLM_BASE_URL`, when it needs one.'),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini').describe('The model `LLM_BASE_URL` is asked for.'),
  LLM_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(8_000)
    .describe('How long one model call may take before the scripted words are used instead.'),
  BILLING_DEFAULT_PLAN: z
    .enum(PLAN_KEYS)
    .default('free')
    .describe(
      'The plan of an organization with no subscription (a new one, or one whose subscription ended). A self-hosted install with no payments may set `enterprise`: no limits.',
    ),
  NPM_REGISTRY_URL: z
    .string()
    .url()
    .default('https://registry.npmjs.org/')
    .describe(
      "The npm registry pull-request challenges install a repository's Node dependencies from (`npm ci --registry`); a `package-lock.json` whose packages resolve to another host is refused.",
    ),
  PYPI_INDEX_URL: z
    .string()
    .url()
    .default('https://pypi.org/simple')
    .describe(
      "The Python package index (its simple API) pull-request challenges install a repository's `requirements.txt` from, wheels only (`pip --index-url`).",
    ),
  GITHUB_RETRY_BASE_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(1000)
    .describe('First wait before retrying a GitHub call that failed for a passing reason (5xx, secondary rate limit).'),
  OIDC_ISSUER: optionalUrl.describe(
    'Any other OpenID Connect provider to offer for sign-in (its issuer URL; discovery is used).',
  ),
  OIDC_CLIENT_ID: z.string().min(1).optional().describe('Client id at `OIDC_ISSUER`.'),
  OIDC_CLIENT_SECRET: z.string().min(1).optional().describe('Client secret at `OIDC_ISSUER`.'),
  OIDC_NAME: z.string().min(1).default('Single sign-on').describe('Label of the `OIDC_ISSUER` sign-in button.'),
  OIDC_SCOPES: z
    .string()
    .min(1)
    .default(DEFAULT_OIDC_SCOPE)
    .describe(
      'Scopes requested from Google and `OIDC_ISSUER`; those a provider does not list as supported are left out.',
    ),
  EXTERNAL_JWT_ISSUER: optionalUrl.describe(
    'Trust bearer tokens from this external issuer as well as our own (e.g. a company identity provider).',
  ),
  EXTERNAL_JWT_JWKS_URL: optionalUrl.describe('Where the external issuer publishes its signing keys (JWKS).'),
  EXTERNAL_JWT_AUDIENCE: z
    .string()
    .min(1)
    .optional()
    .describe("Audience the external issuer's tokens must carry. Unset: not checked."),
  BOOTSTRAP_ADMIN_SECRET: z
    .string()
    .min(12)
    .optional()
    .describe('Lets the first user who knows it become admin while no admin exists. Unset: bootstrap is off.'),
  DEMO_PASSWORD: z.string().min(8).default('assay-demo').describe('Password of the demo accounts.'),
  RUNNER_PROCESSES: z.coerce
    .number()
    .int()
    .min(0)
    .max(64)
    .default(2)
    .describe(
      'Runner processes the API forks when `REDIS_URL` is unset (0: none, so code cannot run). With `REDIS_URL`, start runners with `npm run runner` instead.',
    ),
  RUNNER_SLOTS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(1)
    .describe('Jobs each forked runner process runs at once.'),
  RUNNER_UID_BASE: z.coerce
    .number()
    .int()
    .min(1000)
    .max(4_000_000_000)
    .default(1_900_000)
    .describe(
      'First uid of the runner slots when the runner is root (one unprivileged uid per slot); choose a range no user of the host owns.',
    ),
  RUNNER_ALLOW_SHARED_UID: booleanString
    .default(false)
    .describe(
      'Let a runner that is neither root nor given a delegated cgroup run code anyway, with weaker isolation (shown on `/api-status`).',
    ),
  RUNNER_MAX_PROCESSES: z.coerce
    .number()
    .int()
    .min(4)
    .max(4096)
    .default(64)
    .describe('Processes and threads one sandbox may hold.'),
  RUNNER_WORKDIR_MB: z.coerce
    .number()
    .int()
    .min(8)
    .max(4096)
    .default(64)
    .describe("Size of each sandbox's writable work directory and `/tmp`, in MB."),
  RUNNER_COMPILE_WALL_MS: z.coerce
    .number()
    .int()
    .min(5_000)
    .max(600_000)
    .default(20_000)
    .describe(
      'Wall time a compile step may take, in ms (its CPU limit, 10 s, stops a runaway compiler; raise this on a runner that shares a busy machine at a low priority).',
    ),
  RUNNER_SANDBOX: z
    .enum(['auto', 'bubblewrap'])
    .default('auto')
    .describe(
      "What makes the sandboxes: `auto` runs them in slot hosts (each runner slot's namespaces and read-only root made once; every run enters them) when the runner is root with a cgroup, bubblewrap otherwise; `bubblewrap` always makes one bubblewrap per run (about 5 ms of CPU more each).",
    ),
  RUNNER_WARM_BOXES: z.coerce
    .number()
    .int()
    .min(0)
    .max(16)
    .default(12)
    .describe(
      'With bubblewrap: sandboxes each runner slot sets up while it is idle, as many as its last job used, so a run does not wait for one to be made (0: make each on demand). Slot hosts need none.',
    ),
  TASK_ATTEMPTS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000)
    .default(20)
    .describe(
      'Scored attempts a candidate may make per hour at the tasks of one template version, assigned and practice together (each verdict tells a little about the hidden tests).',
    ),
  TELEMETRY_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(TELEMETRY_RETENTION_DAYS_DEFAULT)
    .describe(
      "Days an editor recording (edits, pastes, focus, runs) is kept after the task's last activity; then it is deleted and the integrity report's summary stays.",
    ),
  TIMED_TASK_SWEEP_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(15_000)
    .describe(
      'How often the server looks for work left waiting: timed tasks whose time is up (their latest draft is submitted for the candidate), submissions nobody is judging, and tasks due within a day.',
    ),
  REFERENCE_TIMING: booleanString
    .default(true)
    .describe(
      "Time in the background, one run at a time, the reference solutions of versions published without a validation on this server (platform templates, the challenge library), which reviewers see a submission's time against.",
    ),
  RUNNER_QUEUE: z
    .string()
    .min(1)
    .default(RUNNER_QUEUE_DEFAULT)
    .describe('Name of the BullMQ queue jobs go through when `REDIS_URL` is set (runners must use the same).'),
  EXECUTION_QUEUE_CAPACITY: z.coerce
    .number()
    .int()
    .min(1)
    .default(200)
    .describe('Jobs that may wait or run at once; more are answered 429 with `Retry-After`.'),
  EXECUTION_RUNS_PER_USER_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(120)
    .describe('Code runs one user may start per minute.'),
  EXECUTION_RUNS_PER_ORGANIZATION_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(1200)
    .describe("Code runs one organization's people may start per minute, together."),
  METRICS_TOKEN: z
    .string()
    .min(16)
    .optional()
    .describe(
      'Bearer token a Prometheus scraper sends to `GET /metrics` (16+ characters). Unset: `/metrics` answers 404.',
    ),
  SENTRY_DSN: optionalUrl.describe(
    'Sentry DSN: the API and the web app report errors and traces there. Unset: errors go to the embedded collector on `/admin`.',
  ),
  SENTRY_ENVIRONMENT: z
    .string()
    .min(1)
    .optional()
    .describe('Environment name sent with each Sentry event. Default: `NODE_ENV`.'),
  WEB_DIST_DIR: z.string().default(defaultWebDist).describe('Built web app served at `/`. Default: `apps/web/dist`.'),
});

export type Config = z.infer<typeof configSchema> & { publicUrl: string; dataDir: string; corsOrigins: string[] };

export class ConfigError extends Error {}

/** Reads and validates the environment; throws one readable error naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    publicUrl: (
      config.PUBLIC_URL ??
      `http://${config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST}:${config.PORT}`
    ).replace(/\/$/, ''),
    dataDir: resolve(config.DATA_DIR),
    corsOrigins: config.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}

/** Demo data is seeded with the embedded database unless turned off, and with PostgreSQL only when asked. */
export function shouldSeedDemo(config: Config): boolean {
  return config.SEED_DEMO ?? !config.DATABASE_URL;
}

/** The README's configuration table, generated from the schema. */
export function configTableMarkdown(): string {
  const rows = Object.entries(configSchema.shape).map(([name, field]) => {
    const parsedDefault = field.safeParse(undefined);
    const defaultText =
      parsedDefault.success && parsedDefault.data !== undefined && parsedDefault.data !== '' && name !== 'WEB_DIST_DIR'
        ? `\`${String(parsedDefault.data)}\``
        : '';
    return `| \`${name}\` | ${defaultText} | ${field.description ?? ''} |`;
  });
  return ['| Variable | Default | Meaning |', '| --- | --- | --- |', ...rows].join('\n');
}
