import {
  savedStageWorkSchema,
  simulationMessagesSchema,
  simulationPaths,
  testRunResultSchema,
  type CodeInput,
  type Simulation,
  type StageWork,
  type TestRunResult,
} from '@assay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client/http-client';
import { fillPath } from '@/lib/fill-path';
import { simulationKeys } from './simulations';

export type { TestRunResult };

/** Browsers cap what a keepalive request may carry (64 KiB in flight): larger work goes as a plain request. */
const KEEPALIVE_MAX_CHARS = 60_000;

/** PUT /simulations/{id}/stages/{stageKey}/work: the running stage's work, replaced (what time-up submits). */
export function saveStageWork(
  id: string,
  stageKey: string,
  work: StageWork,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<{ savedAt: string }> {
  const body = { work };
  return apiClient.put(fillPath(simulationPaths.work, { id, stageKey }), body, {
    schema: savedStageWorkSchema,
    keepalive: keepalive && JSON.stringify(body).length < KEEPALIVE_MAX_CHARS,
  });
}

/** POST /simulations/{id}/stages/{stageKey}/test: the code against the challenge's visible tests. */
export function useRunStageTests(id: string, stageKey: string) {
  return useMutation({
    mutationFn: (input: CodeInput): Promise<TestRunResult> =>
      apiClient.post(fillPath(simulationPaths.test, { id, stageKey }), input, { schema: testRunResultSchema }),
  });
}

/** POST /simulations/{id}/messages: a clarifying question; the answer comes back with it and joins the transcript. */
export function useAskPersona(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiClient.post(fillPath(simulationPaths.messages, { id }), { body }, { schema: simulationMessagesSchema }),
    onSuccess: ({ messages }) =>
      queryClient.setQueryData<Simulation>(simulationKeys.detail(id), (simulation) => {
        if (!simulation) return simulation;
        const known = new Set(simulation.messages.map((message) => message.id));
        return { ...simulation, messages: [...simulation.messages, ...messages.filter((m) => !known.has(m.id))] };
      }),
  });
}
