import { AuditLogSection } from '@/features/admin/components/audit-log-section';
import { MailSection } from '@/features/admin/components/mail-section';
import { PageBody, PageHeader } from '@/components/page-header';

/** /admin/settings: what the platform admin needs to see about this install's services. */
export function SystemSettingsPage() {
  return (
    <PageBody width="full" className="gap-10">
      <PageHeader
        title="System Settings"
        description="The mail this install sends or keeps, and the audit log of who did what."
      />
      <MailSection />
      <AuditLogSection />
    </PageBody>
  );
}
