import type {
  ScenarioContent,
  ScenarioStage,
  ScenarioSummary,
  Simulation,
  SimulationListItem,
  SimulationStage,
  StageWorkspace,
  TemplateContent,
} from '@assay/contracts';
import { remaining, type ClockState } from './simulation-clock.js';
import { buildReport, overallScore, type LearningTitles } from './simulation-report.js';
import type { MessageRow, SimulationRow, StageRow } from './simulations.repository.js';

export function scenarioSummary(content: ScenarioContent): ScenarioSummary {
  return {
    slug: content.slug,
    title: content.title,
    summary: content.summary,
    role: content.role,
    difficulty: content.difficulty,
    minutes: content.minutes,
    persona: { name: content.persona.name, title: content.persona.title },
    stages: content.stages.map(({ key, kind, title, minutes }) => ({ key, kind, title, minutes })),
  };
}

const scenarioRef = (content: ScenarioContent) => {
  const { slug, title, role, difficulty, minutes, persona } = scenarioSummary(content);
  return { slug, title, role, difficulty, minutes, persona };
};

/** What the candidate works with in a stage; a code stage's from its challenge's version (visible tests only). */
export function workspaceOf(stage: ScenarioStage, challenge: TemplateContent | undefined): StageWorkspace | null {
  switch (stage.kind) {
    case 'coding':
    case 'debugging':
      if (!challenge) return null;
      return {
        kind: 'code',
        challengeId: stage.challenge,
        challengeTitle: challenge.title,
        statement: challenge.statement,
        languages: challenge.languages.map((entry) => ({ language: entry.language, starterCode: entry.starter_code })),
        examples: challenge.tests
          .filter((test) => !test.hidden)
          .map((test) => ({ id: test.id, name: test.name, input: test.input, expectedOutput: test.expected_output })),
      };
    case 'review':
      return { kind: 'review', diff: stage.diff };
    case 'design':
      return { kind: 'written', fields: stage.sections, diagram: true, rubric: stage.rubric };
    case 'behavioural':
      return {
        kind: 'written',
        fields: stage.questions.map(({ key, question, guidance }) => ({ key, heading: question, guidance })),
        diagram: false,
        rubric: stage.rubric,
      };
  }
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Whether the report can be read: the simulation ended and every stage it ended is scored. */
export const reportReady = (row: SimulationRow, stages: readonly StageRow[]) =>
  (row.status === 'completed' || row.status === 'expired' || row.status === 'abandoned') &&
  stages.some((stage) => stage.status === 'scored') &&
  !stages.some((stage) => stage.status === 'scoring');

/** The overall score of the scored stages (the report's figure). */
export const scoredOverall = (row: SimulationRow, stages: readonly StageRow[]) =>
  overallScore(
    stages.flatMap((stage) =>
      stage.result ? [{ minutes: row.scenario.stages[stage.position]!.minutes, score: stage.result.score }] : [],
    ),
  );

export interface SimulationViewParts {
  row: SimulationRow;
  clock: Readonly<ClockState>;
  stages: readonly StageRow[];
  messages: readonly MessageRow[];
  challenges: ReadonlyMap<string, TemplateContent>;
  sharedWith: { id: string; name: string } | null;
  learningTitles: LearningTitles;
  now: Date;
}

export function simulationView({
  row,
  clock,
  stages,
  messages,
  challenges,
  sharedWith,
  learningTitles,
  now,
}: SimulationViewParts): Simulation {
  const time = remaining(clock, now);
  const scenario = row.scenario;
  return {
    id: row.id,
    userId: row.userId,
    scenario: scenarioRef(scenario),
    status: row.status,
    scheduledFor: iso(row.scheduledFor),
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt),
    createdAt: row.createdAt.toISOString(),
    currentStageKey: row.currentStage === null ? null : (scenario.stages[row.currentStage]?.key ?? null),
    stageDeadlineAt: iso(time?.stageDeadline ?? null),
    overallDeadlineAt: iso(time?.overallDeadline ?? null),
    stageRemainingMs: time ? Math.round(time.stageMs) : null,
    overallRemainingMs: time ? Math.round(time.overallMs) : null,
    serverTime: now.toISOString(),
    sharedWith,
    stages: stages.map((stageRow): SimulationStage => {
      const stage = scenario.stages[stageRow.position]!;
      const begun = stageRow.status !== 'pending' || stageRow.startedAt !== null;
      const challenge = stageRow.challengeVersionId ? challenges.get(stageRow.challengeVersionId) : undefined;
      const running = row.currentStage === stageRow.position && clock.segmentStartedAt;
      return {
        key: stage.key,
        kind: stage.kind,
        title: stage.title,
        minutes: stage.minutes,
        status: stageRow.status,
        startedAt: iso(stageRow.startedAt),
        endedAt: iso(stageRow.endedAt),
        endedBy: stageRow.endedBy ?? null,
        usedMs: Math.round(
          stageRow.usedMs + (running ? Math.max(0, now.getTime() - clock.segmentStartedAt!.getTime()) : 0),
        ),
        prompt: begun ? stage.prompt : null,
        workspace: begun ? workspaceOf(stage, challenge) : null,
        work: stageRow.work ?? null,
        workSavedAt: iso(stageRow.workSavedAt),
        result: stageRow.result ?? null,
      };
    }),
    messages: messages.map((message) => ({
      id: message.id,
      stageKey: message.stageKey,
      from: message.sender,
      kind: message.kind as Simulation['messages'][number]['kind'],
      body: message.body,
      phrasedByModel: message.phrasedByModel,
      at: message.at.toISOString(),
    })),
    report: reportReady(row, stages)
      ? buildReport(
          stages.map((stageRow) => ({
            stage: scenario.stages[stageRow.position]!,
            status: stageRow.status,
            result: stageRow.result ?? null,
          })),
          learningTitles,
        )
      : null,
  };
}

export function listItem(
  row: SimulationRow,
  stages: readonly StageRow[],
  sharedWith: { id: string; name: string } | null,
): SimulationListItem {
  return {
    id: row.id,
    scenario: scenarioRef(row.scenario),
    status: row.status,
    scheduledFor: iso(row.scheduledFor),
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt),
    createdAt: row.createdAt.toISOString(),
    currentStageTitle: row.currentStage === null ? null : (row.scenario.stages[row.currentStage]?.title ?? null),
    overallScore: reportReady(row, stages) ? scoredOverall(row, stages) : null,
    sharedWith,
  };
}
