import { PageBody, PageHeader } from '@/components/page-header';
import { PlatformStatsSection } from '@/features/admin/components/platform-stats-section';
import { RecentErrorsSection } from '@/features/admin/components/recent-errors-section';
import { ServiceFiguresSection } from '@/features/admin/components/service-figures-section';
import { WebVitalsSection } from '@/features/admin/components/web-vitals-section';

/** /admin: the platform admin's home — the service as it runs now, the platform's use, and what is failing. */
export function AdminOverviewPage() {
  return (
    <PageBody width="full" className="gap-10">
      <PageHeader
        title="Admin Overview"
        description="Live service figures (refreshed every 15 seconds), the platform's users and activity, recent errors and the web vitals people meet."
      />
      <ServiceFiguresSection />
      <RecentErrorsSection />
      <PlatformStatsSection />
      <WebVitalsSection />
    </PageBody>
  );
}
