import type { TaskStatus } from '@assay/contracts';

export const taskStatusLabels: Record<TaskStatus, string> = {
  assigned: 'Assigned',
  in_progress: 'In progress',
  submitted: 'Submitted — being scored',
  scored: 'Scored',
  expired: 'Expired',
};
