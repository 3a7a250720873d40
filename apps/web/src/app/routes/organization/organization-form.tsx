import { OrganizationSetup } from '@/app/routes/organization/organization-setup';
import { paths } from '@/config/paths';

/**
 * /organization-form: the Create Your Organization form on its own page, for any signed-in user. Once the organization
 * exists the app starts afresh at /dashboard, which sends the user to their role's home (the end of /profile-setup's
 * path for new staff).
 */
export function OrganizationFormPage({ reload }: { reload?: () => void }) {
  return <OrganizationSetup reload={reload ?? (() => window.location.assign(paths.dashboard))} />;
}
