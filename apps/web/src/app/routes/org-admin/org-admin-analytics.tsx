import { ANALYTICS_DEFAULT_DAYS } from '@assay/contracts';
import { useSearchParams } from 'react-router';
import { OrgAdminPage } from '@/app/routes/org-admin/org-admin-page';
import { OrgAnalyticsView } from '@/features/analytics/components/org-analytics';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { rangeOptions, readRange } from '@/features/analytics/components/range-picker';
import { useSearchParamUpdater } from '@/lib/use-search-param';

/** /org-admin/analytics: the organization's hiring figures over a range kept in the URL (`?days=`). */
export function OrgAdminAnalyticsPage() {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const days = readRange(params.get('days'), ANALYTICS_DEFAULT_DAYS);
  return (
    <OrgAdminPage
      title="Analytics"
      width="full"
      description="Who was sent an assessment, how far they got, how they scored, and how fast your team reviewed."
      actions={
        <ChoiceGroup
          label="Date range"
          options={rangeOptions}
          value={days}
          onChange={(next) => update({ days: next })}
        />
      }
    >
      {(organizationId) => <OrgAnalyticsView organizationId={organizationId} days={days} />}
    </OrgAdminPage>
  );
}
