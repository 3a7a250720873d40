import type { ExecutionStatus, IsolationMode } from '@assay/contracts';
import type { BadgeProps } from '@/components/ui/badge';

interface BadgeLabel {
  label: string;
  variant: BadgeProps['variant'];
}

export const apiStatusBadges: Record<ExecutionStatus['api']['status'], BadgeLabel> = {
  ok: { label: 'OK', variant: 'success' },
  starting: { label: 'Starting', variant: 'warning' },
  degraded: { label: 'Degraded', variant: 'destructive' },
};

export const databaseLabels: Record<ExecutionStatus['database']['kind'], string> = {
  pglite: 'PGlite (embedded)',
  postgres: 'PostgreSQL',
};

export const queueLabels: Record<ExecutionStatus['queue']['kind'], string> = {
  ipc: 'Embedded runners',
  bullmq: 'Redis queue (BullMQ)',
};

/** How a runner keeps jobs apart, in plain words; the usual modes stay neutral so the weaker ones stand out. */
export const isolationBadges: Record<IsolationMode, BadgeLabel> = {
  'slot-uids': { label: 'Own uid per slot (root)', variant: 'outline' },
  'delegated-cgroup': { label: 'Delegated cgroup', variant: 'outline' },
  'shared-uid': { label: 'Shared uid — weaker isolation', variant: 'warning' },
  unavailable: { label: 'Unavailable', variant: 'destructive' },
};
