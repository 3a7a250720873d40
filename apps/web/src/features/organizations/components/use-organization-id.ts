import { useAuth } from '@/lib/auth-context';

/** The signed-in orgadmin's organization; '' when they have none yet (the platform admin belongs to none). */
export function useOrganizationId(): string {
  return useAuth().user?.organizationId ?? '';
}
