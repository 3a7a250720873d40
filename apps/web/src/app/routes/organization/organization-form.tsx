import { OrganizationSetup } from '@/app/routes/organization/organization-setup';

/** /organization-form: the Create Your Organization form on its own page, for any signed-in user. */
export function OrganizationFormPage({ reload }: { reload?: () => void }) {
  return <OrganizationSetup reload={reload} />;
}
