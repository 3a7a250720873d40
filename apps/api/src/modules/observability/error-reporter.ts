import type { FastifyBaseLogger } from 'fastify';
import type { ErrorCollector } from './error-collector.js';

export interface ServerErrorContext {
  method: string;
  /** The route's pattern (`/api/v1/tasks/:id`), or null when no route matched. */
  route: string | null;
  requestId: string;
}

/** Where the API's own failures go: Sentry when a DSN is configured, the embedded collector otherwise. */
export interface ErrorSink {
  report(error: Error, context: ServerErrorContext): Promise<void>;
}

export function collectorSink(collector: ErrorCollector, release: string): ErrorSink {
  return {
    async report(error, context) {
      await collector.record({
        source: 'api',
        message: `${error.name}: ${error.message}`,
        route: `${context.method} ${context.route ?? 'unmatched'}`,
        stack: error.stack,
        requestId: context.requestId,
        release,
      });
    },
  };
}

/**
 * Reports a 5xx without holding up its answer: a reporting failure is logged, never thrown (the request already
 * failed once).
 */
export function createErrorReporter({ sink, log }: { sink: ErrorSink; log: FastifyBaseLogger }) {
  const pending = new Set<Promise<void>>();
  return {
    report(error: Error, context: ServerErrorContext): void {
      const done = sink
        .report(error, context)
        .catch((failure: unknown) => log.warn({ err: failure }, 'could not report an error'))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    /** Resolves once every report made so far has been written (tests, and shutdown). */
    async flush(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}
export type ErrorReporter = ReturnType<typeof createErrorReporter>;
