import { SIMULATION_STATUS_LABELS, type Simulation, type SimulationStage, type StageWorkspace } from '@assay/contracts';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSimulation } from '@/features/simulations/api/simulations';
import { PersonaPanel } from './persona-panel';
import { EndedPanel, ScheduledPanel, ScoringPanel } from './simulation-states';
import { SimulationReport, type ShareOption } from './simulation-report';
import { statusBadges } from './simulation-labels';
import { StageRun } from './stage-run';

const hasWorkspace = (stage: SimulationStage | undefined): stage is SimulationStage & { workspace: StageWorkspace } =>
  Boolean(stage?.workspace);

/**
 * One simulation, opened from the list (`?run=<id>`): waiting for its time, running, being scored, or its report.
 * `backTo` is the list's address; `organizations` are where its report may be shared.
 */
export function SimulationView({
  userId,
  id,
  backTo,
  organizations,
}: {
  userId: string;
  id: string;
  backTo: string;
  organizations: ShareOption[];
}) {
  const query = useSimulation(userId, id);
  const back = (
    <Button asChild variant="outline">
      <Link to={backTo}>
        <ArrowLeft aria-hidden="true" />
        All simulations
      </Link>
    </Button>
  );
  if (query.isError)
    return (
      <Frame title="Simulation" actions={back}>
        <QueryError
          what="The simulation could not be loaded."
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </Frame>
    );
  if (!query.data)
    return (
      <Frame title="Simulation" actions={back}>
        <div aria-busy="true" className="flex flex-col gap-4">
          <span className="sr-only">Loading the simulation…</span>
          <Skeleton className="h-32" />
          <Skeleton className="h-96" />
        </div>
      </Frame>
    );

  const simulation = query.data;
  const refresh = () => void query.refetch();
  const { persona } = simulation.scenario;
  return (
    <Frame
      title={simulation.scenario.title}
      description={
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={statusBadges[simulation.status]}>{SIMULATION_STATUS_LABELS[simulation.status]}</Badge>
          <span>{`With ${persona.name}, ${persona.title}`}</span>
        </div>
      }
      actions={back}
    >
      <Body simulation={simulation} receivedAt={query.dataUpdatedAt} refresh={refresh} organizations={organizations} />
    </Frame>
  );
}

function Frame({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </>
  );
}

function Body({
  simulation,
  receivedAt,
  refresh,
  organizations,
}: {
  simulation: Simulation;
  receivedAt: number;
  refresh: () => void;
  organizations: ShareOption[];
}) {
  if (simulation.status === 'scheduled') return <ScheduledPanel simulation={simulation} />;
  if (simulation.report) return <SimulationReport simulation={simulation} organizations={organizations} />;
  if (simulation.status !== 'in_progress' && simulation.status !== 'paused')
    return simulation.stages.some((stage) => stage.status === 'scoring') ? (
      <ScoringPanel simulation={simulation} />
    ) : (
      <EndedPanel simulation={simulation} />
    );
  const stage = simulation.stages.find((candidate) => candidate.key === simulation.currentStageKey);
  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      {hasWorkspace(stage) ? (
        <StageRun key={stage.key} simulation={simulation} stage={stage} receivedAt={receivedAt} refresh={refresh} />
      ) : (
        <div aria-busy="true" className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">Preparing the next stage…</p>
          <Skeleton className="h-96" />
        </div>
      )}
      <div className="xl:sticky xl:top-4">
        <PersonaPanel simulation={simulation} canAsk={simulation.status === 'in_progress'} />
      </div>
    </div>
  );
}
