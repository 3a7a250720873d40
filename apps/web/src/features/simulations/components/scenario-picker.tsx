import { SIMULATION_ROLES, type SimulationRole } from '@assay/contracts';
import { Compass } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { errorMessage } from '@/components/form/field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { QueryError } from '@/components/query-error';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useScenarios, useStartSimulation } from '@/features/simulations/api/simulations';
import { useSearchParamUpdater } from '@/lib/use-search-param';
import { ScenarioCard } from './scenario-card';
import { roleLabels } from './simulation-labels';

const isRole = (value: string | null): value is SimulationRole =>
  (SIMULATION_ROLES as readonly string[]).includes(value ?? '');

/** The scenarios to run, filtered by role (in the URL); starting one opens it. */
export function ScenarioPicker({ onOpen }: { onOpen: (id: string) => void }) {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const role = params.get('role');
  const scenarios = useScenarios();
  const start = useStartSimulation();
  const shown = (scenarios.data?.items ?? []).filter((scenario) => !isRole(role) || scenario.role === role);
  const pendingSlug = start.isPending ? (start.variables?.scenario ?? null) : null;

  return (
    <section aria-labelledby="scenarios-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="scenarios-heading" className="text-lg font-semibold">
          Choose a scenario
        </h2>
        <div className="w-full sm:w-56">
          <FilterSelect
            id="scenario-role"
            label="Role"
            any="Any role"
            value={isRole(role) ? role : ''}
            options={SIMULATION_ROLES.map((value) => [value, roleLabels[value]] as const)}
            onChange={(value) => update({ role: value || null })}
          />
        </div>
      </div>
      {start.isError ? <FormAlert>{errorMessage(start.error)}</FormAlert> : null}
      {scenarios.isError ? (
        <QueryError
          what="The scenarios could not be loaded."
          error={scenarios.error}
          retrying={scenarios.isFetching}
          onRetry={() => void scenarios.refetch()}
        />
      ) : !scenarios.data ? (
        <div aria-busy="true" className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          <span className="sr-only">Loading the scenarios…</span>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-64" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<Compass />}
          headingLevel="h3"
          title={scenarios.data.items.length === 0 ? 'No scenarios yet' : 'No scenario for this role'}
          description={
            scenarios.data.items.length === 0
              ? 'This install has no simulation scenarios loaded. Ask its administrator to add them.'
              : 'Choose another role, or any role, to see the other scenarios.'
          }
        />
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((scenario) => (
            <ScenarioCard
              key={scenario.slug}
              scenario={scenario}
              busy={pendingSlug === scenario.slug}
              disabled={start.isPending}
              onStart={(scheduledFor) =>
                start.mutate(
                  { scenario: scenario.slug, ...(scheduledFor ? { scheduledFor } : {}) },
                  { onSuccess: (simulation) => onOpen(simulation.id) },
                )
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}
