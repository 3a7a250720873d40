import type { Measure } from '@assay/contracts';
import { Brain } from 'lucide-react';
import { Link } from 'react-router';
import { PanelHeadingLevel } from '@/components/chart-panel';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useBehaviorAnalysis } from '@/features/behavior/api/analysis';
import {
  DifficultyTimePanel,
  LanguagesUsedPanel,
  MeasureTrendPanel,
} from '@/features/behavior/components/analysis/analysis-panels';
import { formatMeasure } from '@/features/behavior/components/analysis/analysis-format';
import { DefinitionPopover } from '@/features/behavior/components/candidate-definition';

/** One measure: its value in its unit, and its definition one click away. */
function MeasureTile({ measure }: { measure: Measure }) {
  const { value, unit } = formatMeasure(measure);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4">
      <dt className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        {measure.label}
        <DefinitionPopover title={measure.label} definition={measure.definition} compact />
      </dt>
      <dd className="flex items-baseline gap-1.5">
        <span className="text-2xl font-semibold tabular-nums">{value}</span>
        {unit ? <span className="text-sm text-muted-foreground">{unit}</span> : null}
      </dd>
    </div>
  );
}

/** In the shape of the page: the row of tiles, then the charts. */
function AnalysisSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">Loading your behavioral analysis…</span>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-24 w-full" />
        ))}
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    </div>
  );
}

/**
 * The candidate's working style across their practice (GET /behavior/analysis): the measures with their
 * definitions, each week by week, where their time went by difficulty, and their languages.
 */
export function BehaviorAnalysisView() {
  const analysis = useBehaviorAnalysis();
  if (analysis.isPending) return <AnalysisSkeleton />;
  if (analysis.isError)
    return (
      <QueryError
        what="Your behavioral analysis could not be loaded."
        error={analysis.error}
        retrying={analysis.isFetching}
        onRetry={() => void analysis.refetch()}
      />
    );
  const data = analysis.data;
  if (data.tasks === 0)
    return (
      <EmptyState
        icon={<Brain />}
        title="No practice yet"
        description="Your working style shows here once you have solved a few practice tasks: how soon you run your code, how often you test, how you recover from a failure."
        action={
          <Button asChild>
            <Link to={paths.practice}>Go to practice</Link>
          </Button>
        }
      />
    );
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground">
        {`From ${data.tasks} practice ${data.tasks === 1 ? 'task' : 'tasks'}. These describe how you work, not how well: no measure is better high or low.`}
      </p>
      <dl aria-label="Your measures" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {data.measures.map((measure) => (
          <MeasureTile key={measure.key} measure={measure} />
        ))}
      </dl>
      <section aria-labelledby="trends-title" className="flex flex-col gap-4">
        <h2 id="trends-title" className="text-lg font-semibold">
          Over time
        </h2>
        <PanelHeadingLevel value="h3">
          <div className="grid gap-6 xl:grid-cols-2">
            {data.measures.map((measure) => (
              <MeasureTrendPanel key={measure.key} measure={measure} />
            ))}
          </div>
        </PanelHeadingLevel>
      </section>
      <div className="grid gap-6 xl:grid-cols-2">
        <DifficultyTimePanel rows={data.by_difficulty} />
        <LanguagesUsedPanel rows={data.by_language} />
      </div>
    </div>
  );
}
