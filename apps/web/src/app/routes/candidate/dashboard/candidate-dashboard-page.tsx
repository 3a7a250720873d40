import { Suspense } from 'react';
import { PageBody, PageHeader } from '@/components/page-header';
import { TableSkeleton } from '@/components/table-skeleton';
import { GameSummaryCard } from '@/features/gamification/components/game-summary-card';
import { ChecklistCard } from '@/features/onboarding/components/checklist-card';
import { CandidateDashboard } from '@/features/tasks/components/candidate-dashboard';
import { lazyComponent } from '@/lib/lazy-component';

// The progress charts bring the chart library: a chunk of their own, so the dashboard's tasks paint without it.
const PerformanceSection = lazyComponent(() =>
  import('@/features/analytics/components/performance-section').then((m) => m.PerformanceSection),
);

/** /candidate/dashboard, the candidate's home: the getting-started checklist, the tasks feature's dashboard, the game mode at a glance,
 * then the analytics feature's progress. */
export function CandidateDashboardPage() {
  return (
    <PageBody width="full">
      <PageHeader
        title="Candidate Dashboard"
        description="Your assigned tasks, what you left off, and practice to sharpen your skills."
      />
      <ChecklistCard />
      <CandidateDashboard />
      <GameSummaryCard />
      <Suspense fallback={<TableSkeleton rows={4} label="Loading your progress…" />}>
        <PerformanceSection />
      </Suspense>
    </PageBody>
  );
}
