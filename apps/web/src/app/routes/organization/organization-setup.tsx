import type { ReactNode } from 'react';
import { writeStoredOrganizationId } from '@/features/identity/session-storage';
import { OrganizationSetupScreen } from '@/features/organizations/components/organization-setup-screen';
import { userService } from '@/features/users/api/user-service';
import { logger } from '@/lib/logger';

/** The profile update after creating: the server already made staff members, so a failure here is only logged. */
async function joinQuietly(organizationId: string): Promise<void> {
  try {
    await userService.updateMe({ organization_id: organizationId });
  } catch (error) {
    logger.info('Saving the new organization in your profile failed; it is adopted on the next visit.', {
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

interface OrganizationSetupProps {
  /** Reloads the page once the organization exists (SPEC.md §4); tests pass a spy. */
  reload?: () => void;
  /** Above the form: why the gate is showing it (an organization that could not be confirmed). */
  notice?: ReactNode;
}

/** The Create Your Organization screen (SPEC.md §2): the gate's fallback and the /organization-form page. */
export function OrganizationSetup({ notice, reload = () => window.location.reload() }: OrganizationSetupProps) {
  // The new organization is remembered in this tab (identity) and put in the profile (users), then the page starts
  // afresh in it.
  const settle = async (organizationId: string) => {
    writeStoredOrganizationId(organizationId);
    await joinQuietly(organizationId);
    reload();
  };
  return <OrganizationSetupScreen notice={notice} onCreated={settle} />;
}
