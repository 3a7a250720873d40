import { z } from 'zod';
import { API_PREFIX } from './common.js';

export const healthPaths = {
  root: '/health',
  api: `${API_PREFIX}/health`,
} as const;

export const healthSchema = z.object({
  /** `ok` once migrations and the seed have finished and the database answers. */
  status: z.enum(['ok', 'starting', 'degraded']),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number().int(),
});
export type Health = z.infer<typeof healthSchema>;
