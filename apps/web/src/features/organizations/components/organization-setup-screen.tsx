import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { CreateOrganizationForm } from '@/features/organizations/components/create-organization-form';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

interface OrganizationSetupScreenProps {
  /** Above the form: why the gate is showing it (an organization that could not be confirmed). */
  notice?: ReactNode;
  /** What follows the creation (the page settles the new organization and starts afresh in it). */
  onCreated: (organizationId: string) => Promise<void>;
}

/** The Create Your Organization screen (SPEC.md §2): the form, and where to turn when something is not working. */
export function OrganizationSetupScreen({ notice, onCreated }: OrganizationSetupScreenProps) {
  return (
    <PageBody>
      <PageHeader
        title="Create Your Organization"
        description="Interviewers and organization admins work inside an organization. Name yours to start assigning tasks and inviting your team. Were you invited? Open the link in your invitation email instead."
      />
      {notice}
      <Card>
        <CardContent>
          <CreateOrganizationForm onCreated={onCreated} />
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
