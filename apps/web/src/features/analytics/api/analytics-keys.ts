import type { AnalyticsPeriod } from '@assay/contracts';

/** The analytics queries' keys, one per endpoint and its parameters, so a range change is a query of its own. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  org: (organizationId: string, days: number) => ['analytics', 'org', organizationId, days] as const,
  task: (id: string) => ['analytics', 'task', id] as const,
  performance: (period: AnalyticsPeriod) => ['analytics', 'performance', period] as const,
};
