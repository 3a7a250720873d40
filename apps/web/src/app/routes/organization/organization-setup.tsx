import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { writeStoredOrganizationId } from '@/features/identity/session-storage';
import { CreateOrganizationForm } from '@/features/organizations/components/create-organization-form';
import { userService } from '@/features/users/api/user-service';
import { logger } from '@/lib/logger';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

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
  // The new organization is remembered in this tab and put in the profile, then the page starts afresh in it.
  const settle = async (organizationId: string) => {
    writeStoredOrganizationId(organizationId);
    await joinQuietly(organizationId);
    reload();
  };
  return (
    <PageBody>
      <PageHeader
        title="Create Your Organization"
        description="Interviewers and organization admins work inside an organization. Name yours to start assigning tasks and inviting your team. Were you invited? Open the link in your invitation email instead."
      />
      {notice}
      <Card>
        <CardContent>
          <CreateOrganizationForm onCreated={settle} />
        </CardContent>
      </Card>
      <p className="text-sm text-muted-foreground">
        Something not working?{' '}
        <Link to={paths.debug} className={linkClass}>
          Run the diagnostics
        </Link>{' '}
        or{' '}
        <Link to={paths.support} className={linkClass}>
          contact support
        </Link>
        .
      </p>
    </PageBody>
  );
}
