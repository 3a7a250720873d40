import {
  PRODUCT_NAME_DEFAULT,
  productSettingsPaths,
  publicProductSettingsSchema,
  type PublicProductSettings,
} from '@assay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';

const productQuery = queryOptions({
  queryKey: ['product'] as const,
  queryFn: ({ signal }): Promise<PublicProductSettings> =>
    apiClient.get(productSettingsPaths.public, { schema: publicProductSettingsSchema, signal }),
  staleTime: 5 * 60_000,
});

/** The product's name as the platform admin set it (GET /product); the default until it is known or if it fails. */
export function useProductName(): string {
  return useQuery(productQuery).data?.productName ?? PRODUCT_NAME_DEFAULT;
}
