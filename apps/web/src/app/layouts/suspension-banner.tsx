import { adminOrganizationPaths, mySuspensionSchema } from '@assay/contracts';
import { useQuery } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { apiClient } from '@/lib/api-client/http-client';
import { useAuth } from '@/lib/auth-context';

/**
 * Tells a member of a suspended organization why their work cannot go on (GET /organizations/suspension): they can
 * still sign in and read, but not start or submit. Nothing is shown to anyone else.
 */
export function SuspensionBanner() {
  const { user } = useAuth();
  const organizationId = user?.organizationId ?? '';
  const suspension = useQuery({
    queryKey: ['organization-suspension', organizationId] as const,
    queryFn: ({ signal }) => apiClient.get(adminOrganizationPaths.mySuspension, { schema: mySuspensionSchema, signal }),
    enabled: organizationId !== '',
  });
  if (!suspension.data?.suspended) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-2 border-b border-destructive/60 bg-destructive/10 px-4 py-3 text-sm text-foreground"
    >
      <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <p>{suspension.data.message}</p>
    </div>
  );
}
