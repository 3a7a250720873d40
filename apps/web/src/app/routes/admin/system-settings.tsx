import { Link } from 'react-router';
import { AuditLogSection } from '@/features/admin/components/audit-log-section';
import { MailSection } from '@/features/admin/components/mail-section';
import { ProductSettingsSection } from '@/features/admin/components/product-settings-section';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageBody, PageHeader } from '@/components/page-header';

/** /admin/settings: what the platform admin needs to see about this install's services. */
export function SystemSettingsPage() {
  return (
    <PageBody width="full" className="gap-10">
      <PageHeader
        title="System Settings"
        description="The product's name, sign-up and rate limit, the mail this install sends or keeps, and the audit log of who did what."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.adminUsers}>Users and roles</Link>
          </Button>
        }
      />
      <ProductSettingsSection />
      <MailSection />
      <AuditLogSection />
    </PageBody>
  );
}
