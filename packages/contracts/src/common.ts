import { z } from 'zod';
import { LIST_DEFAULTS } from './constants.js';

/** Base path of the product's API (SPEC.md §7). */
export const API_PREFIX = '/api/v1';

export const idSchema = z.string().min(1).max(200);
export const idParamsSchema = z.object({ id: idSchema });

export const isoDateTimeSchema = z.string().datetime({ offset: true });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(LIST_DEFAULTS.page),
  limit: z.coerce.number().int().min(1).max(100).default(LIST_DEFAULTS.limit),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const skipLimitQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(LIST_DEFAULTS.limit),
});

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
