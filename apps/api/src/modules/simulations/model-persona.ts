import type {
  ScenarioContent,
  ScenarioStage,
  SelfAssessmentLevel,
  SimulationRubricCriterion,
  StageWork,
} from '@assay/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { LanguageModel } from '../../platform/language-model/language-model.js';
import type { CodeResult } from './stage-scoring.js';

const LEVELS: readonly SelfAssessmentLevel[] = ['met', 'partly', 'missed'];

/**
 * What the optional language model adds to the scripted persona: follow-ups in its own words, and a reading of a
 * written answer against the rubric. Each falls back — to the script's words, or to no suggestion — when there is no
 * model or it fails, so the simulation never waits on a provider.
 */
export function createModelPersona(model: LanguageModel | null, log: FastifyBaseLogger) {
  return {
    /** The follow-up in the model's words, or the script's when there is no model or it fails. */
    async phraseFollowUp(
      scenario: ScenarioContent,
      stage: ScenarioStage,
      result: CodeResult,
      scripted: string,
    ): Promise<{ body: string; phrasedByModel: boolean }> {
      if (!model) return { body: scripted, phrasedByModel: false };
      try {
        const body = await model.complete({
          instructions: `You are ${scenario.persona.name}, ${scenario.persona.title}, running a mock interview. Rephrase the interviewer's follow-up question below in your own words, in at most three sentences. Keep every fact (numbers, test names). Ask exactly one question. Plain text, no Markdown.`,
          prompt: [
            `Stage: ${stage.title}`,
            `Run results: ${result.passed} of ${result.total} tests passed${result.compileError ? ' (the code did not compile)' : ''}.`,
            result.failedTests.length > 0 ? `Failed tests: ${result.failedTests.join(', ')}` : 'No test failed.',
            `Scripted follow-up: ${scripted}`,
          ].join('\n'),
        });
        return { body: body.slice(0, 2_000), phrasedByModel: true };
      } catch (error) {
        log.warn({ err: error }, 'the language model could not phrase a follow-up; the script speaks');
        return { body: scripted, phrasedByModel: false };
      }
    },

    /** The model's levels for each rubric criterion and a short note, or null (no model, a failure, an unreadable answer). */
    async suggestRubric(
      stage: ScenarioStage & { rubric: readonly SimulationRubricCriterion[] },
      work: StageWork | null,
    ): Promise<{ levels: Record<string, SelfAssessmentLevel>; note: string } | null> {
      if (!model || work?.kind !== 'written') return null;
      const fields = stage.kind === 'design' ? stage.sections : stage.kind === 'behavioural' ? stage.questions : [];
      try {
        const answer = await model.complete({
          instructions:
            'You grade a written answer from a mock interview against a rubric. Answer with JSON only, of the form {"levels": {"<criterion key>": "met" | "partly" | "missed"}, "note": "<at most two sentences of advice>"}.',
          prompt: [
            `Task: ${stage.prompt}`,
            ...fields.map((field) => {
              const heading = 'heading' in field ? field.heading : field.question;
              return `## ${heading}\n${work.answers[field.key] ?? '(no answer)'}`;
            }),
            ...(work.diagram ? [`## Diagram\n${work.diagram}`] : []),
            `Rubric:\n${stage.rubric.map((criterion) => `- ${criterion.key}: ${criterion.criterion}`).join('\n')}`,
          ].join('\n\n'),
          maxTokens: 400,
        });
        const parsed = JSON.parse(answer.replace(/^```(?:json)?\s*|\s*```$/g, '')) as {
          levels?: Record<string, unknown>;
          note?: unknown;
        };
        const levels: Record<string, SelfAssessmentLevel> = {};
        for (const criterion of stage.rubric) {
          const level = parsed.levels?.[criterion.key];
          if (typeof level === 'string' && (LEVELS as readonly string[]).includes(level))
            levels[criterion.key] = level as SelfAssessmentLevel;
        }
        if (Object.keys(levels).length === 0) return null;
        return { levels, note: typeof parsed.note === 'string' ? parsed.note.slice(0, 600) : '' };
      } catch (error) {
        log.warn({ err: error }, 'the language model could not suggest rubric levels');
        return null;
      }
    },
  };
}
export type ModelPersona = ReturnType<typeof createModelPersona>;
