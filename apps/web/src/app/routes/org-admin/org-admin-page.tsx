import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useOrganizationId } from '@/features/organizations/components/use-organization-id';
import { PageBody, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

interface OrgAdminPageProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The one width rule of PageBody: `full` for tables and dashboards. */
  width?: 'reading' | 'full';
  className?: string;
  /** The page's content for the signed-in user's organization. */
  children: (organizationId: string) => ReactNode;
}

/** The frame of every org-admin page; without an organization it says how to get one instead. */
export function OrgAdminPage({ title, description, actions, width, className, children }: OrgAdminPageProps) {
  const organizationId = useOrganizationId();
  if (!organizationId) {
    return (
      <PageBody width={width} className={className}>
        <PageHeader title={title} />
        <EmptyState
          icon={<Building2 />}
          title="You are not in an organization yet"
          description="This page manages an organization's members and settings. Create your organization, or accept an invitation to one, to use it."
          action={
            <Button asChild>
              <Link to={paths.organizationForm}>Create your organization</Link>
            </Button>
          }
        />
      </PageBody>
    );
  }
  return (
    <PageBody width={width} className={className}>
      <PageHeader title={title} description={description} actions={actions} />
      {children(organizationId)}
    </PageBody>
  );
}
