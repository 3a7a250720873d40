import { OrganizationSettingsForm } from '@/features/organizations/components/organization-settings-form';
import { OrgAdminPage } from '@/app/routes/org-admin/org-admin-page';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useManagedOrganization } from '@/features/organizations/api/get-managed-organization';
import { useOrganizationSettings } from '@/features/organizations/api/get-organization-settings';

function FormSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">Loading the settings…</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

function SettingsContent({ organizationId }: { organizationId: string }) {
  const organization = useManagedOrganization(organizationId);
  const settings = useOrganizationSettings(organizationId);
  const error = organization.error ?? settings.error;
  if (error) {
    return (
      <QueryError
        what="The organization's settings could not be loaded."
        error={error}
        retrying={organization.isFetching || settings.isFetching}
        onRetry={() => {
          if (organization.isError) void organization.refetch();
          if (settings.isError) void settings.refetch();
        }}
      />
    );
  }
  if (!organization.data || !settings.data) return <FormSkeleton />;
  return <OrganizationSettingsForm organization={organization.data} settings={settings.data} />;
}

/** /org-admin/settings: the organization's name, website and defaults for new tasks. */
export function OrgAdminSettingsPage() {
  return (
    <OrgAdminPage
      title="Organization Settings"
      description="Your organization's name and website, and the defaults for new tasks."
    >
      {(organizationId) => <SettingsContent organizationId={organizationId} />}
    </OrgAdminPage>
  );
}
