import { PageBody, PageHeader } from '@/components/page-header';
import { BehaviorAnalysisView } from '@/features/behavior/components/analysis/behavior-analysis';

/** /behavioral-analysis: how the candidate works across their practice, each measure with its definition. */
export function BehavioralAnalysisPage() {
  return (
    <PageBody width="full">
      <PageHeader
        title="Behavioral Analysis"
        description="How you approach problems: your pacing, your testing habits and how you recover from a failure."
      />
      <BehaviorAnalysisView />
    </PageBody>
  );
}
