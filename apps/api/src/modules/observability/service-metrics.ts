import { hostname } from 'node:os';
import { LANGUAGE_IDS, type AdminMetrics, type LanguageId } from '@assay/contracts';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import {
  emptySnapshot,
  quantile,
  readHistogram,
  routeFamily,
  subtract,
  sum,
  type MetricsSnapshot,
} from './histogram-window.js';

/** Request latency buckets in seconds: fine below a second, where the API's answers are. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;
/** How far back the admin's figures reach, and how often this node remembers where its counters stood. */
export const METRICS_WINDOW_MS = 5 * 60_000;
export const SNAPSHOT_EVERY_MS = 15_000;

export interface MetricsSources {
  queue(): Promise<{ depth: number; capacity: number }>;
  runnerSlots(): Promise<{ slots: number; busy: number }>;
  onRun(listener: (language: LanguageId) => void): () => void;
  outboxBacklog(): Promise<number>;
  databaseBytes(): Promise<number>;
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * This node's Prometheus registry (its own, so several apps in one process keep theirs apart) and the admin's
 * recent-window figures, which are differences between the same counters now and a few minutes ago.
 */
export function createServiceMetrics({
  sources,
  version,
  now = Date.now,
}: {
  sources: MetricsSources;
  version: string;
  now?: () => number;
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'assay_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [...LATENCY_BUCKETS],
    registers: [registry],
  });
  const runs = new Counter({
    name: 'assay_runs_total',
    help: 'Code runs dispatched to the runners, by language.',
    labelNames: ['language'] as const,
    registers: [registry],
  });
  // A reading that fails (a runner or the database not answering) leaves the gauge unset rather than failing the scrape.
  const gauge = (name: string, help: string, read: () => Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(await read().catch(() => Number.NaN));
      },
    });
  gauge('assay_execution_queue_depth', 'Code-execution jobs waiting or running.', async () => {
    return (await sources.queue()).depth;
  });
  gauge('assay_runner_slots', 'Runner slots offered by the runners that answer.', async () => {
    return (await sources.runnerSlots()).slots;
  });
  gauge('assay_runner_slots_busy', 'Runner slots running a job now.', async () => {
    return (await sources.runnerSlots()).busy;
  });
  gauge('assay_outbox_backlog', 'Domain events not yet delivered (nor set aside as failed).', sources.outboxBacklog);
  gauge('assay_database_size_bytes', "The database's size (pg_database_size).", sources.databaseBytes);
  const stopCounting = sources.onRun((language) => runs.inc({ language }));

  const node = { id: `${hostname()}:${process.pid}`, hostname: hostname(), pid: process.pid, version };
  const startedAt = now();
  let snapshots: MetricsSnapshot[] = [];

  async function snapshot(): Promise<MetricsSnapshot> {
    const runValues = (await runs.get()).values;
    return {
      at: now(),
      requests: readHistogram((await requests.get()).values, LATENCY_BUCKETS),
      runs: new Map(runValues.map((value) => [String(value.labels.language), value.value])),
    };
  }

  /** Remembers where the counters stand, forgetting snapshots older than the window. */
  async function remember(): Promise<void> {
    const taken = await snapshot();
    snapshots = [...snapshots.filter((entry) => taken.at - entry.at <= METRICS_WINDOW_MS), taken];
  }
  const timer = setInterval(() => void remember(), SNAPSHOT_EVERY_MS);
  timer.unref();

  async function windowFigures(): Promise<AdminMetrics> {
    const current = await snapshot();
    // The oldest snapshot still inside the window; just after a start, the counters' zero at start-up.
    const base =
      snapshots.find((entry) => current.at - entry.at <= METRICS_WINDOW_MS && entry.at < current.at) ??
      emptySnapshot(startedAt);
    const windowMs = Math.max(current.at - base.at, 1000);
    const perMinute = (value: number) => Math.round((value / windowMs) * 60_000 * 100) / 100;
    const series = subtract(current.requests, base.requests).filter((entry) => entry.count > 0);
    const errorsOf = (list: typeof series) =>
      list.filter((entry) => entry.labels.status_class === '5xx').reduce((total, entry) => total + entry.count, 0);
    const families = new Map<string, typeof series>();
    for (const entry of series) {
      const family = routeFamily(entry.labels.route ?? 'unmatched');
      families.set(family, [...(families.get(family) ?? []), entry]);
    }
    const routes = [...families.entries()]
      .map(([family, list]) => {
        const total = sum(list, LATENCY_BUCKETS.length);
        const p95 = quantile(0.95, LATENCY_BUCKETS, total.buckets, total.count);
        return {
          family,
          requestsPerMinute: perMinute(total.count),
          p95Ms: p95 === null ? null : Math.round(p95 * 1000 * 10) / 10,
          errorRate: total.count ? errorsOf(list) / total.count : null,
        };
      })
      .sort((a, b) => b.requestsPerMinute - a.requestsPerMinute || a.family.localeCompare(b.family));
    const totalRequests = series.reduce((total, entry) => total + entry.count, 0);
    const runsPerMinute = LANGUAGE_IDS.flatMap((language) => {
      const count = (current.runs.get(language) ?? 0) - (base.runs.get(language) ?? 0);
      return count > 0 ? [{ language, perMinute: perMinute(count) }] : [];
    });
    const [queue, runners, outboxBacklog, databaseBytes] = await Promise.all([
      sources.queue().catch(() => ({ depth: 0, capacity: 0 })),
      sources.runnerSlots().catch(() => ({ slots: 0, busy: 0 })),
      sources.outboxBacklog(),
      sources.databaseBytes(),
    ]);
    return {
      node,
      measuredAt: new Date(current.at).toISOString(),
      windowSeconds: Math.round(windowMs / 1000),
      requestsPerMinute: perMinute(totalRequests),
      errorRate: totalRequests ? errorsOf(series) / totalRequests : null,
      routes,
      queue,
      runsPerMinute,
      runners,
      outboxBacklog,
      databaseBytes,
    };
  }

  return {
    registry,
    node,
    /** Records one answered request; `route` is the route's pattern, never the raw URL (its ids would explode the labels). */
    observeRequest(method: string, route: string, status: number, seconds: number): void {
      requests.observe({ method, route, status_class: statusClass(status) }, seconds);
    },
    remember,
    windowFigures,
    close(): void {
      clearInterval(timer);
      stopCounting();
    },
  };
}
export type ServiceMetrics = ReturnType<typeof createServiceMetrics>;
