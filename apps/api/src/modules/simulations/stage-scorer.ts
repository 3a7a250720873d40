import type { StageResult } from '@assay/contracts';
import type { Database } from '../../db/client.js';
import type { EventSubscriber } from '../../platform/outbox/outbox.dispatcher.js';
import type { ExecutionService } from '../execution/execution.service.js';
import { judgeRequestFor } from '../judging/judge-request.js';
import { resultsOf } from '../judging/scoring.js';
import type { TaskTemplatesService } from '../task-templates/task-templates.service.js';
import type { ModelPersona } from './model-persona.js';
import { codeFollowUp } from './persona.js';
import { STAGE_ENDED_EVENT } from './simulation-session.js';
import { codeResult, emptyCodeResult, reviewResult, writtenResult } from './stage-scoring.js';
import type { SimulationsRepository } from './simulations.repository.js';

/**
 * Scores each stage once it ends (`simulation.stage_ended`, by the candidate or the clock): code stages by the
 * runner on every test of their challenge, reviews against the scenario's known issues, written stages by their
 * rubric (with the model's suggestion beside the candidate's own rating, when a model is configured). After a code
 * stage the persona follows up on the run results. The work is done outside any transaction (a judge takes seconds)
 * and written under the simulation's lock only if the stage still waits: a repeated event scores nothing twice.
 */
export function createStageScorer({
  db,
  repository,
  templates,
  execution,
  persona,
  now,
  newId,
}: {
  db: Database;
  repository: SimulationsRepository;
  templates: Pick<TaskTemplatesService, 'versionsByIds'>;
  execution: Pick<ExecutionService, 'judge'>;
  persona: ModelPersona;
  now: () => Date;
  newId: () => string;
}): EventSubscriber {
  return {
    name: 'simulation-stage-scorer',
    types: [STAGE_ENDED_EVENT],
    async handle(event) {
      const { simulationId, position } = event.payload as { simulationId: string; position: number };
      const simulation = await repository.byId(simulationId);
      const stageRow = simulation ? (await repository.stages(simulationId))[position] : undefined;
      if (!simulation || !stageRow || stageRow.status !== 'scoring') return;
      const stage = simulation.scenario.stages[position]!;
      const work = stageRow.work ?? null;

      let result: StageResult;
      let followUp: { body: string; phrasedByModel: boolean } | null = null;
      switch (stage.kind) {
        case 'coding':
        case 'debugging': {
          const version = (await templates.versionsByIds([stageRow.challengeVersionId!])).get(
            stageRow.challengeVersionId!,
          )!;
          const content = version.content;
          const hadCode = work?.kind === 'code' && work.code.trim() !== '';
          if (hadCode && work.kind === 'code') {
            const outcome = await execution.judge(
              null,
              judgeRequestFor(content, { language: work.language, source: work.code }),
              { awaitRunner: true },
            );
            // Thrown: the event is retried, as a judged submission would be.
            if (outcome.error) throw new Error(outcome.error);
            const { results, compileOutput } = resultsOf(content, outcome);
            result = codeResult(
              work.language,
              results,
              new Map(content.tests.map((test) => [test.id, test.name])),
              compileOutput !== null,
            );
          } else {
            result = emptyCodeResult(content.tests.length);
          }
          const scripted = codeFollowUp(stage.script, result, hadCode);
          followUp = await persona.phraseFollowUp(simulation.scenario, stage, result, scripted);
          break;
        }
        case 'review':
          result = reviewResult(stage.issues, work);
          break;
        case 'design':
        case 'behavioural':
          result = writtenResult(stage.rubric, work, await persona.suggestRubric(stage, work));
          break;
      }

      await db.transaction(async (tx) => {
        await repository.lock(simulationId, tx);
        const current = (await repository.stages(simulationId, tx))[position];
        if (current?.status !== 'scoring') return;
        const at = now();
        await repository.updateStage(simulationId, position, { status: 'scored', result, scoredAt: at }, tx);
        if (followUp)
          await repository.addMessages(
            [
              {
                id: newId(),
                simulationId,
                stageKey: stage.key,
                sender: 'persona',
                kind: 'follow_up',
                body: followUp.body,
                phrasedByModel: followUp.phrasedByModel,
                onceKey: `follow-up:${stage.key}`,
                at,
              },
            ],
            tx,
          );
      });
    },
  };
}
