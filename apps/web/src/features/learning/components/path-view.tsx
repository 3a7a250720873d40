import { Award } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { MarkdownText } from '@/components/markdown';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useEnroll, useOutline, useUpgrade, type PathOutline } from '@/features/learning/api/paths';
import { fillPath } from '@/lib/fill-path';
import { useSearchParamUpdater } from '@/lib/use-search-param';
import { formatMinutes, levelLabels } from './learning-labels';
import { PathOutlineNav } from './path-outline';
import { StepPanel, type StepPanelProps } from './step-panel';

type ChallengeOpening = Pick<StepPanelProps, 'onOpenChallenge' | 'openingChallenge'>;

/** A path: its outline beside the chosen step (`?step=`), or its description with Enroll or Continue. */
export function PathView({ pathId, ...challenge }: { pathId: string } & ChallengeOpening) {
  const outline = useOutline(pathId);
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  if (outline.isError)
    return (
      <QueryError
        what="This learning path could not be loaded."
        error={outline.error}
        retrying={outline.isFetching}
        onRetry={() => void outline.refetch()}
      />
    );
  if (!outline.data) return <Skeleton className="h-96" />;
  const data = outline.data;
  const stepKey = data.enrollment ? params.get('step') : null;
  const select = (key: string) => update({ step: key });
  return (
    <div className="flex flex-col gap-6">
      <PathHeader outline={data} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-4 lg:self-start">
          <PathOutlineNav outline={data} current={stepKey} onSelect={select} />
        </aside>
        <div className="min-w-0">
          {stepKey ? (
            <StepPanel
              pathId={pathId}
              stepKey={stepKey}
              onNavigate={select}
              onPathCompleted={() => update({ step: null })}
              {...challenge}
            />
          ) : (
            <Overview outline={data} onSelect={select} />
          )}
        </div>
      </div>
    </div>
  );
}

function PathHeader({ outline }: { outline: PathOutline }) {
  const enroll = useEnroll(outline.id);
  const upgrade = useUpgrade(outline.id);
  const enrollment = outline.enrollment;
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{levelLabels[outline.level]}</Badge>
        <span className="text-sm tabular-nums text-muted-foreground">
          {outline.modules} modules · {outline.steps} steps · about {formatMinutes(outline.minutes)} · version{' '}
          {outline.version}
        </span>
        {outline.retired ? <Badge variant="warning">Retired</Badge> : null}
      </div>
      {enrollment ? (
        <div className="flex max-w-xl flex-col gap-1">
          <ProgressBar value={enrollment.percent} label="Your progress on this path" />
          <p className="text-sm tabular-nums text-muted-foreground">
            {enrollment.completed_steps} of {enrollment.total_steps} steps complete ·{' '}
            <Link
              className="text-primary underline underline-offset-4"
              to={fillPath(paths.learningProgress, { pathId: outline.id })}
            >
              Progress
            </Link>
          </p>
        </div>
      ) : null}
      {enrollment?.completed_at ? (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-success">
          <Award aria-hidden="true" className="size-4" /> You completed this path.
          <Link className="text-primary underline underline-offset-4" to={paths.learningCertificates}>
            Your certificate
          </Link>
        </p>
      ) : null}
      {outline.newer_version ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-border bg-muted/40 p-3 text-sm">
          <span>
            Version {outline.newer_version.version} of this path is out. Moving keeps {outline.newer_version.kept_steps}{' '}
            of its {outline.newer_version.total_steps} steps complete for you.
          </span>
          <Button size="sm" variant="outline" loading={upgrade.isPending} onClick={() => upgrade.mutate()}>
            Move to version {outline.newer_version.version}
          </Button>
        </div>
      ) : null}
      {!enrollment ? (
        <div className="flex flex-col gap-2">
          {outline.prerequisites.some((prerequisite) => !prerequisite.completed) ? (
            <p className="text-sm">
              Complete{' '}
              {outline.prerequisites
                .filter((prerequisite) => !prerequisite.completed)
                .map((prerequisite) => `“${prerequisite.title}”`)
                .join(' and ')}{' '}
              first.
            </p>
          ) : null}
          <div>
            <Button
              loading={enroll.isPending}
              disabled={!outline.open || outline.retired}
              onClick={() => enroll.mutate()}
            >
              Enroll
            </Button>
          </div>
          {enroll.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {enroll.error.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}

function Overview({ outline, onSelect }: { outline: PathOutline; onSelect: (key: string) => void }) {
  const next = outline.enrollment?.next_step;
  return (
    <div className="flex flex-col gap-4">
      <MarkdownText text={outline.description} />
      {next ? (
        <div>
          <Button onClick={() => onSelect(next.key)}>
            {outline.enrollment!.completed_steps === 0 ? 'Start' : 'Continue'}: {next.title}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
