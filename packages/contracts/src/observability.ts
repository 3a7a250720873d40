import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';
import { ERROR_REPORTING } from './constants.js';
import { languageIdSchema } from './execution.js';
import { roleSchema } from './roles.js';

/**
 * Observability (issue 26 item 4, SPEC.md §9 error reporting): the admin's live service figures and platform stats,
 * the embedded error collector and web vitals. Paths are under the API prefix, except the Prometheus scrape
 * endpoint, which lives at the root where scrapers look for it.
 */
export const METRICS_PATH = '/metrics';

export const observabilityPaths = {
  adminMetrics: '/admin/metrics',
  adminStats: '/admin/stats',
  adminErrors: '/admin/errors',
  adminVitals: '/admin/vitals',
  telemetryErrors: '/telemetry/errors',
  telemetryVitals: '/telemetry/vitals',
  telemetryConfig: '/telemetry/config',
} as const;

const count = z.number().int().nonnegative();

// --- GET /admin/metrics ------------------------------------------------------------------------------------------

/** Figures for one family of routes: the first path segment after the API prefix (`tasks`, `users`, …). */
export const routeFamilyFiguresSchema = z.object({
  family: z.string(),
  requestsPerMinute: z.number().nonnegative(),
  /** Estimated from the latency histogram's buckets, as Prometheus's histogram_quantile does; null without requests. */
  p95Ms: z.number().nonnegative().nullable(),
  /** Share of this family's requests answered 5xx; null without requests. */
  errorRate: z.number().min(0).max(1).nullable(),
});
export type RouteFamilyFigures = z.infer<typeof routeFamilyFiguresSchema>;

export const adminMetricsSchema = z.object({
  /** Figures are this node's: each API node keeps its own registry. */
  node: z.object({ id: z.string(), hostname: z.string(), pid: z.number().int(), version: z.string() }),
  measuredAt: isoDateTimeSchema,
  /** How far back the rates reach (the window shrinks to the uptime just after a start). */
  windowSeconds: z.number().nonnegative(),
  requestsPerMinute: z.number().nonnegative(),
  /** Share of all requests in the window answered 5xx; null without requests. */
  errorRate: z.number().min(0).max(1).nullable(),
  routes: z.array(routeFamilyFiguresSchema),
  queue: z.object({ depth: count, capacity: count }),
  runsPerMinute: z.array(z.object({ language: languageIdSchema, perMinute: z.number().nonnegative() })),
  runners: z.object({ slots: count, busy: count }),
  outboxBacklog: count,
  databaseBytes: count,
});
export type AdminMetrics = z.infer<typeof adminMetricsSchema>;

// --- GET /admin/stats --------------------------------------------------------------------------------------------

export const ADMIN_STATS_DAYS = 30;

export const dailyCountSchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), count });
export type DailyCount = z.infer<typeof dailyCountSchema>;

export const adminStatsSchema = z.object({
  days: z.number().int(),
  /** Users by role; `none` counts those who have not chosen one yet. */
  usersByRole: z.array(z.object({ role: z.union([roleSchema, z.literal('none')]), count })),
  users: count,
  organizations: count,
  /** Assessments and templates are tasks to the admin: the assigned tasks (candidate work items) are counted here. */
  tasks: count,
  submissions: count,
  /** One entry per UTC day of the last `days`, oldest first; days without any are zeros. */
  signUpsPerDay: z.array(dailyCountSchema),
  submissionsPerDay: z.array(dailyCountSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// --- The embedded error collector --------------------------------------------------------------------------------

export const ERROR_SOURCES = ['web', 'api'] as const;
export const errorSourceSchema = z.enum(ERROR_SOURCES);
export type ErrorSource = z.infer<typeof errorSourceSchema>;

export const ERROR_REPORT_LIMITS = { message: 1000, stack: 8000, url: 2000, requestId: 128, release: 100 } as const;

/** What the browser sends to POST /telemetry/errors: anonymous allowed, since errors happen before sign-in too. */
export const browserErrorReportSchema = z.strictObject({
  kind: z.enum(['error', 'unhandledrejection', 'boundary']),
  message: z.string().trim().min(1).max(ERROR_REPORT_LIMITS.message),
  stack: z.string().max(ERROR_REPORT_LIMITS.stack).optional(),
  /** The page's address (path and query), where the error happened. */
  url: z.string().min(1).max(ERROR_REPORT_LIMITS.url),
  /** The x-request-id of the failing API call, when there was one: joins this error to the API's log line. */
  requestId: z
    .string()
    .max(ERROR_REPORT_LIMITS.requestId)
    .regex(/^[\w.:-]+$/, 'must be a request id')
    .optional(),
  release: z.string().max(ERROR_REPORT_LIMITS.release).optional(),
});
export type BrowserErrorReport = z.infer<typeof browserErrorReportSchema>;

export const errorReportReceiptSchema = z.object({
  /** False when the report was folded into its group's suppressed count (over 10 identical ones per 60 s). */
  recorded: z.boolean(),
  fingerprint: z.string(),
});

export const errorGroupSchema = z.object({
  fingerprint: z.string(),
  source: errorSourceSchema,
  message: z.string(),
  /** The page's path (web) or the route's pattern (api). */
  route: z.string().nullable(),
  /** Events recorded. */
  count: count,
  /** Identical events past SPEC §9's limit (10 per 60 s), counted but not recorded. */
  suppressed: count,
  firstSeen: isoDateTimeSchema,
  lastSeen: isoDateTimeSchema,
  lastRequestId: z.string().nullable(),
  release: z.string().nullable(),
  stack: z.string().nullable(),
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;

export const errorGroupsQuerySchema = z.object({
  source: errorSourceSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const errorGroupsSchema = z.object({ items: z.array(errorGroupSchema) });

// --- Web vitals --------------------------------------------------------------------------------------------------

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export const webVitalNameSchema = z.enum(WEB_VITAL_NAMES);
export type WebVitalName = z.infer<typeof webVitalNameSchema>;

/** One page load's measures: LCP and INP in milliseconds, CLS unitless. */
export const webVitalsReportSchema = z.strictObject({
  /** The page's route pattern or path, without query; ids are folded by the browser (`/tasks/:id`). */
  page: z.string().min(1).max(200).regex(/^\//, 'must be a path'),
  metrics: z
    .array(z.strictObject({ name: webVitalNameSchema, value: z.number().nonnegative().max(600_000) }))
    .min(1)
    .max(WEB_VITAL_NAMES.length),
});
export type WebVitalsReport = z.infer<typeof webVitalsReportSchema>;

export const webVitalsSummaryQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(90).default(7),
});
export const webVitalsSummarySchema = z.object({
  days: z.number().int(),
  items: z.array(
    z.object({ page: z.string(), name: webVitalNameSchema, p75: z.number().nonnegative(), samples: count }),
  ),
});
export type WebVitalsSummary = z.infer<typeof webVitalsSummarySchema>;

// --- GET /telemetry/config ---------------------------------------------------------------------------------------

/** What the browser needs to report errors: Sentry's DSN when one is configured, else the embedded collector. */
export const telemetryConfigSchema = z.object({
  sentryDsn: z.string().nullable(),
  release: z.string(),
  environment: z.string(),
});
export type TelemetryConfig = z.infer<typeof telemetryConfigSchema>;

// --- SPEC §9's limit on identical errors, shared by the embedded collector and Sentry's beforeSend ----------------

type IdenticalErrorLimits = Pick<typeof ERROR_REPORTING, 'maxIdenticalErrors' | 'identicalErrorWindowMs'>;

/**
 * At most `maxIdenticalErrors` identical errors in any `identicalErrorWindowMs` (a sliding window): `recent` holds the
 * times of the ones recorded; answers whether the one at `at` is recorded too, and the times to keep.
 */
export function admitIdenticalError(
  recent: readonly number[],
  at: number,
  limits: IdenticalErrorLimits = ERROR_REPORTING,
): { recorded: boolean; recent: number[] } {
  const inWindow = recent.filter((time) => time <= at && at - time < limits.identicalErrorWindowMs);
  if (inWindow.length >= limits.maxIdenticalErrors) return { recorded: false, recent: inWindow };
  return { recorded: true, recent: [...inWindow, at] };
}

/** The same limit kept in memory, by any key (one process's Sentry reporting). */
export function createIdenticalErrorLimiter(limits: IdenticalErrorLimits = ERROR_REPORTING, maxKeys = 1000) {
  const seen = new Map<string, number[]>();
  return {
    allow(key: string, at: number = Date.now()): boolean {
      const { recorded, recent } = admitIdenticalError(seen.get(key) ?? [], at, limits);
      seen.delete(key);
      seen.set(key, recent);
      // Forget the keys not seen for longest, so a flood of distinct errors cannot grow the map without bound.
      if (seen.size > maxKeys) seen.delete(seen.keys().next().value!);
      return recorded;
    },
  };
}

/** An error's message with what varies between occurrences (ids, numbers, quoted values) folded away. */
export function normaliseErrorMessage(message: string): string {
  return message
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/\b[0-9a-f]{12,}\b/gi, '<hex>')
    .replace(/\d+/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

/**
 * The top frames of a stack without what changes between builds and loads: line and column numbers, origins,
 * query strings and the content hashes bundlers put in file names.
 */
export function normaliseStack(stack: string | undefined, frames = 5): string {
  if (!stack) return '';
  return stack
    .split('\n')
    .filter((line) => /^\s*at\s|@/.test(line))
    .slice(0, frames)
    .map((line) =>
      line
        .trim()
        .replace(/https?:\/\/[^/\s)]+/g, '')
        .replace(/\?[^:\s)]*/g, '')
        .replace(/[-.][0-9A-Za-z_]{8,}(\.m?js)/g, '$1')
        .replace(/:\d+(:\d+)?/g, ''),
    )
    .join('\n');
}
