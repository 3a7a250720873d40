import {
  productSettingsPaths,
  productSettingsSchema,
  type ProductSettings,
  type ProductSettingsInput,
} from '@assay/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';

export type { ProductSettings, ProductSettingsInput };

const productSettingsQuery = queryOptions({
  queryKey: ['admin', 'product-settings'] as const,
  queryFn: ({ signal }): Promise<ProductSettings> =>
    apiClient.get(productSettingsPaths.admin, { schema: productSettingsSchema, signal }),
});

/** GET /admin/settings: the product settings in force. */
export function useProductSettings() {
  return useQuery(productSettingsQuery);
}

/** PUT /admin/settings: every API node applies the change at once; the shell's product name follows. */
export function useSaveProductSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductSettingsInput) =>
      apiClient.put(productSettingsPaths.admin, input, { schema: productSettingsSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(productSettingsQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['product'] });
    },
  });
}
