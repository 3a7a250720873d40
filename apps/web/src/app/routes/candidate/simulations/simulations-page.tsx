import { useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { ActiveSimulationBanner } from '@/features/simulations/components/active-banner';
import { ScenarioPicker } from '@/features/simulations/components/scenario-picker';
import { SimulationHistory } from '@/features/simulations/components/simulation-history';
import { SimulationView } from '@/features/simulations/components/simulation-view';
import { useMyOrganizations } from '@/features/users/api/my-organizations';
import { useAuth } from '@/lib/auth-context';

/**
 * /simulations: mock interviews. Without `?run` it is the scenarios, the one under way and the history; with
 * `?run=<id>` the simulation itself (running, or its report), so a reload keeps the candidate where they were. The
 * report may be shared with the candidate's organizations, which the users feature knows.
 */
export function SimulationsPage() {
  const { userId } = useAuth();
  const [params, setParams] = useSearchParams();
  const run = params.get('run');
  const organizations = useMyOrganizations(Boolean(run));
  // A new history entry: Back returns to the list.
  const open = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('run', id);
      return next;
    });
  const rest = new URLSearchParams(params);
  rest.delete('run');
  const backTo = rest.size > 0 ? `${paths.simulations}?${rest.toString()}` : paths.simulations;

  if (!userId) return null;
  if (run)
    return (
      <PageBody width="full">
        <SimulationView
          key={run}
          userId={userId}
          id={run}
          backTo={backTo}
          organizations={(organizations.data ?? []).map(({ id, name }) => ({ id, name }))}
        />
      </PageBody>
    );
  return (
    <PageBody width="full">
      <PageHeader
        title="Simulations"
        description="Mock interviews against the clock: coding, debugging, code review, system design and behavioural rounds with an interviewer who answers your questions, then a report of what went well and what to study."
      />
      <ActiveSimulationBanner userId={userId} onOpen={open} />
      <ScenarioPicker onOpen={open} />
      <SimulationHistory userId={userId} onOpen={open} />
    </PageBody>
  );
}
