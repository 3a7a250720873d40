import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CreateOrganizationForm, type CreateOrganizationFormProps } from '@/app/routes/organization/create-organization-form';
import { PageBody, PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

interface OrganizationSetupProps extends CreateOrganizationFormProps {
  /** Above the form: why the gate is showing it (an organization that could not be confirmed). */
  notice?: ReactNode;
}

/** The Create Your Organization screen (SPEC.md §2): the gate's fallback and the /organization-form page. */
export function OrganizationSetup({ notice, reload }: OrganizationSetupProps) {
  return (
    <PageBody>
      <PageHeader
        title="Create Your Organization"
        description="Interviewers and organization admins work inside an organization. Name yours to start assigning tasks and inviting your team. Were you invited? Open the link in your invitation email instead."
      />
      {notice}
      <Card>
        <CardContent>
          <CreateOrganizationForm reload={reload} />
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
