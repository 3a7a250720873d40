/**
 * The business constants and limits of SPEC.md §9, in one place for the API and the web app.
 * Times are in milliseconds unless the name says otherwise.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const PRODUCT_NAME_DEFAULT = 'Assay';

export const ACCOUNT_SYNC_TIMEOUT_MS = 30_000;

export const TASK_API_TIMEOUT_MS = 12_000;
export const TASK_API_MAX_RETRIES = 2;
/** Waits before retry 1 and retry 2 of the task API client. */
export const TASK_API_RETRY_DELAYS_MS = [1 * SECOND, 2 * SECOND] as const;
/** The other request helper waits 2^attempt seconds before each retry. */
export const exponentialRetryDelayMs = (attempt: number): number => 2 ** attempt * SECOND;

export const TOKEN_CACHE_MARGIN_MS = 5 * MINUTE;
export const TOKEN_CACHE_DEFAULT_TTL_MS = 1 * HOUR;

export const SESSION_REFRESH_LEAD_MS = 20 * SECOND;
export const MAX_TIMER_MS = 2 ** 31 - 1;
export const FALLBACK_SESSION_EXPIRY_MS = 24 * HOUR;

export const DEVICE_FINGERPRINT_CACHE_MS = 24 * HOUR;
export const SCRIPT_LOAD_MAX_ATTEMPTS = 5;
export const SCRIPT_LOAD_BACKOFF_MIN_MS = 100;
export const SCRIPT_LOAD_BACKOFF_MAX_MS = 3000;

export const FLOW_NONCE_START_TTL_MS = 48 * HOUR;
export const FLOW_NONCE_NEXT_TTL_MS = 3 * HOUR;

export const ERROR_REPORTING = {
  traceSampleRate: 0.2,
  replaySessionSampleRate: 0.1,
  replayOnErrorSampleRate: 1.0,
  maxIdenticalErrors: 10,
  identicalErrorWindowMs: 60 * SECOND,
} as const;

/** Logged request strings and response bodies are cut to these lengths. */
export const LOG_REQUEST_MAX_CHARS = 1000;
export const LOG_RESPONSE_MAX_CHARS = 5000;

export const DEFAULT_OIDC_SCOPE = 'openid email roles descope.custom_claims offline_access';

export const PR_IMPORT_DEFAULTS = { max_prs: 100, force_refresh: false } as const;

export const LIST_DEFAULTS = { page: 1, limit: 20 } as const;

export const LEADERBOARD_DEFAULTS = { limit: 5, period: 'all-time', leaderboard_type: 'global' } as const;

export const ANALYTICS_DEFAULT_DAYS = 30;

export const GITHUB_TOKEN_PREFIX_HINT = 'ghp_';

export const TOAST_DURATION_MS = 5 * SECOND;
/** Error-level toasts with the same text within this window are merged into one. */
export const TOAST_MERGE_WINDOW_MS = 5 * SECOND;

export const GAMIFICATION_DEFAULTS = { current_level: 1, xp_for_next_level: 100 } as const;

/** Tailwind units: w-64 is 16rem. */
export const SIDEBAR_WIDTH_UNITS = 64;

/** Where the front end keeps the provider session (SPEC.md §3). */
export const SESSION_STORAGE_KEY = 'descope.session';
export const USER_ROLE_STORAGE_KEY = 'user_role';
export const ORGANIZATION_ID_STORAGE_KEY = 'organizationId';
export const registrationStorageKey = (attribute: string): string => `registration_${attribute}`;
