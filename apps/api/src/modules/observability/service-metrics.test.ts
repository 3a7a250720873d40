import type { LanguageId } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { quantile, routeFamily } from './histogram-window.js';
import { createServiceMetrics, LATENCY_BUCKETS, METRICS_WINDOW_MS } from './service-metrics.js';

/** Sources reading fixed values; `run` plays a job dispatched to the runners. */
function fixedSources() {
  const listeners = new Set<(language: LanguageId) => void>();
  return {
    run: (language: LanguageId) => listeners.forEach((listener) => listener(language)),
    sources: {
      queue: async () => ({ depth: 3, capacity: 200 }),
      runnerSlots: async () => ({ slots: 4, busy: 1 }),
      onRun: (listener: (language: LanguageId) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      outboxBacklog: async () => 7,
      databaseBytes: async () => 123_456,
    },
  };
}

describe('service metrics over a recent window', () => {
  it('counts requests per minute, p95 and the 5xx share per route family since the oldest snapshot in the window', async () => {
    let clock = 1_000_000;
    const { sources, run } = fixedSources();
    const metrics = createServiceMetrics({ sources, version: '1.2.3', now: () => clock });
    try {
      // Before the window: forgotten once a snapshot is taken after them.
      for (let i = 0; i < 50; i++) metrics.observeRequest('GET', '/api/v1/tasks/:id', 200, 4);
      await metrics.remember();
      clock += 2 * 60_000;
      for (let i = 0; i < 95; i++) metrics.observeRequest('GET', '/api/v1/tasks/:id', 200, 0.02);
      for (let i = 0; i < 5; i++) metrics.observeRequest('POST', '/api/v1/tasks', 500, 0.8);
      metrics.observeRequest('GET', '/health', 200, 0.001);
      run('python');
      run('python');
      run('go');
      const figures = await metrics.windowFigures();
      expect(figures.windowSeconds).toBe(120);
      expect(figures.node).toMatchObject({ pid: process.pid, version: '1.2.3' });
      const tasks = figures.routes.find((route) => route.family === 'tasks')!;
      expect(tasks.requestsPerMinute).toBe(50);
      expect(tasks.errorRate).toBeCloseTo(0.05);
      // The 95th of 100 requests is the last fast one, in the (0.01, 0.025] bucket.
      expect(tasks.p95Ms).toBe(25);
      expect(figures.routes.find((route) => route.family === 'health')).toMatchObject({ requestsPerMinute: 0.5 });
      expect(figures.requestsPerMinute).toBe(50.5);
      expect(figures.errorRate).toBeCloseTo(5 / 101);
      expect(figures.runsPerMinute).toEqual([
        { language: 'python', perMinute: 1 },
        { language: 'go', perMinute: 0.5 },
      ]);
      expect(figures).toMatchObject({
        queue: { depth: 3, capacity: 200 },
        runners: { slots: 4, busy: 1 },
        outboxBacklog: 7,
        databaseBytes: 123_456,
      });

      // Past the window, the old snapshot is dropped on the next one: the figures start from there.
      clock += METRICS_WINDOW_MS;
      await metrics.remember();
      clock += 60_000;
      expect((await metrics.windowFigures()).requestsPerMinute).toBe(0);
    } finally {
      metrics.close();
    }
  });

  it('estimates quantiles inside a bucket as histogram_quantile does', () => {
    const bounds = [0.1, 0.2, 0.4];
    expect(quantile(0.5, bounds, [0, 10, 10], 10)).toBeCloseTo(0.15);
    expect(quantile(0.95, bounds, [10, 10, 10], 20)).toBe(0.4);
    expect(quantile(0.95, LATENCY_BUCKETS, [], 0)).toBeNull();
  });

  it('groups routes by the first segment after the API prefix', () => {
    expect(routeFamily('/api/v1/tasks/:id/submit')).toBe('tasks');
    expect(routeFamily('/auth/sign-in/email')).toBe('auth');
    expect(routeFamily('/health')).toBe('health');
    expect(routeFamily('/*')).toBe('web');
    expect(routeFamily('unmatched')).toBe('unmatched');
  });
});
