import { organizationPaths, organizationSchema, type Organization } from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { organizationKeys } from '@/features/organizations/api/get-organization';
import { apiClient } from '@/lib/api-client/http-client';

/** SPEC.md §8, organization creation. */
export const NO_ORGANIZATION_ID_MESSAGE = 'Failed to create organization: No organization ID returned';

export interface CreateOrganizationInput {
  name: string;
  website?: string;
}

/** Whatever came back, as long as it names the new organization: the id is all the next steps need. */
export type CreatedOrganization = Partial<Organization> & { id: string };

// Read leniently: an answer without an id must end in the message above, not in a parse error.
const createdOrganizationSchema = organizationSchema.partial().extend({ id: z.unknown() });

/** POST /organizations. An interviewer or orgadmin without an organization becomes its member. */
export async function createOrganization(input: CreateOrganizationInput): Promise<CreatedOrganization> {
  const body: unknown = await apiClient.post(organizationPaths.list, input);
  const parsed = createdOrganizationSchema.safeParse(body);
  const id = parsed.success ? parsed.data.id : undefined;
  if (typeof id !== 'string' || id === '') throw new Error(NO_ORGANIZATION_ID_MESSAGE);
  return { ...parsed.data, id };
}

interface UseCreateOrganizationOptions {
  /** Runs before the mutation settles: the form stays busy until it is done. */
  onCreated?: (organization: CreatedOrganization) => Promise<void> | void;
}

export function useCreateOrganization({ onCreated }: UseCreateOrganizationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: async (organization) => {
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
      await onCreated?.(organization);
    },
  });
}
