import {
  scenarioListSchema,
  simulationListSchema,
  simulationPaths,
  simulationSchema,
  type ChangeSimulation,
  type ScenarioSummary,
  type Simulation,
  type SimulationList,
  type SimulationListQuery,
  type StartSimulation,
} from '@assay/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';

export type { ScenarioSummary, Simulation, SimulationList };

/** How often a running simulation is read again: the persona's follow-ups, nudges and scores arrive on their own. */
export const POLL_MS = 4_000;

export const simulationKeys = {
  all: ['simulations'] as const,
  scenarios: () => [...simulationKeys.all, 'scenarios'] as const,
  lists: () => [...simulationKeys.all, 'list'] as const,
  list: (userId: string, query: Partial<SimulationListQuery>) => [...simulationKeys.lists(), userId, query] as const,
  detail: (id: string) => [...simulationKeys.all, 'detail', id] as const,
};

/** GET /simulations/scenarios: what a simulation can run. */
export function useScenarios() {
  return useQuery(
    queryOptions({
      queryKey: simulationKeys.scenarios(),
      queryFn: ({ signal }) => apiClient.get(simulationPaths.scenarios, { schema: scenarioListSchema, signal }),
      staleTime: 5 * 60_000,
    }),
  );
}

/** GET /simulations/{userId}: the caller's simulations, newest first, a page at a time, with their trends. */
export function useSimulationList(userId: string, query: Partial<SimulationListQuery>) {
  return useQuery(
    queryOptions({
      queryKey: simulationKeys.list(userId, query),
      queryFn: ({ signal }) =>
        apiClient.get(fillPath(simulationPaths.list, { userId }), {
          schema: simulationListSchema,
          query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
          signal,
        }),
      placeholderData: (previous) => previous,
    }),
  );
}

/** Whether the server may change the simulation without the candidate doing anything (time, scoring, follow-ups). */
export function needsPolling(simulation: Simulation): boolean {
  if (simulation.status === 'in_progress') return true;
  // Ended with stages still being scored: the report follows. Ended with none (abandoned before any stage was
  // scored): nothing more will come.
  return simulation.stages.some((stage) => stage.status === 'scoring');
}

/** GET /simulations/{userId}/{id}: one simulation, read again every few seconds while the server is moving it on. */
export function useSimulation(userId: string, id: string) {
  return useQuery(
    queryOptions({
      queryKey: simulationKeys.detail(id),
      queryFn: ({ signal }) =>
        apiClient.get(fillPath(simulationPaths.detail, { userId, id }), { schema: simulationSchema, signal }),
      // Its clock is the server's: a copy from earlier is shown only until the fresh one arrives.
      staleTime: 0,
      refetchInterval: (query) => (query.state.data && needsPolling(query.state.data) ? POLL_MS : false),
    }),
  );
}

function useRememberSimulation() {
  const queryClient = useQueryClient();
  return (simulation: Simulation) => {
    queryClient.setQueryData(simulationKeys.detail(simulation.id), simulation);
    void queryClient.invalidateQueries({ queryKey: simulationKeys.lists() });
  };
}

/** POST /simulations: a simulation of the scenario, started now or waiting for its scheduled time. */
export function useStartSimulation() {
  const remember = useRememberSimulation();
  return useMutation({
    mutationFn: (input: StartSimulation) => apiClient.post(simulationPaths.start, input, { schema: simulationSchema }),
    onSuccess: remember,
  });
}

/** PATCH /simulations/{id}: start, advance, pause, resume, abandon or share; a refusal is a 409 with its reason. */
export function useChangeSimulation(id: string) {
  const remember = useRememberSimulation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ChangeSimulation) =>
      apiClient.patch(fillPath(simulationPaths.change, { id }), change, { schema: simulationSchema }),
    onSuccess: remember,
    // A refusal means the page's copy is behind the server's (time ran out, another tab acted): read it again.
    onError: () => void queryClient.invalidateQueries({ queryKey: simulationKeys.detail(id) }),
  });
}
