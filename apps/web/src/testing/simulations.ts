import type {
  ScenarioSummary,
  Simulation,
  SimulationList,
  SimulationListItem,
  SimulationMessage,
  SimulationStage,
} from '@assay/contracts';

/** The simulations API as the page calls it. */
export const SIM_API = '/api/v1/simulations';

export const warmUpScenario: ScenarioSummary = {
  slug: 'warm-up-loop',
  title: 'Warm-up Loop',
  summary: 'A gentle first mock interview in three short rounds.',
  role: 'general',
  difficulty: 'easy',
  minutes: 35,
  persona: { name: 'Maya Okonkwo', title: 'Senior Software Engineer' },
  stages: [
    { key: 'coding', kind: 'coding', title: 'Warm-up: Elevator Travel Log', minutes: 10 },
    { key: 'review', kind: 'review', title: 'Review: team invitations', minutes: 10 },
    { key: 'stories', kind: 'behavioural', title: 'Two stories', minutes: 10 },
  ],
};

export const backendScenario: ScenarioSummary = {
  slug: 'backend-api-screen',
  title: 'Backend API Screen',
  summary: 'An API design and debugging loop.',
  role: 'backend',
  difficulty: 'medium',
  minutes: 70,
  persona: { name: 'Jonas Weber', title: 'Staff Engineer' },
  stages: [{ key: 'design', kind: 'design', title: 'Rate limiter', minutes: 30 }],
};

const pending = (key: string, kind: SimulationStage['kind'], title: string): SimulationStage => ({
  key,
  kind,
  title,
  minutes: 10,
  status: 'pending',
  startedAt: null,
  endedAt: null,
  endedBy: null,
  usedMs: 0,
  prompt: null,
  workspace: null,
  work: null,
  workSavedAt: null,
  result: null,
});

export const codeStage: SimulationStage = {
  ...pending('coding', 'coding', 'Warm-up: Elevator Travel Log'),
  status: 'active',
  startedAt: '2026-12-01T10:00:00.000Z',
  prompt: 'Solve **Elevator Travel Log**.',
  workspace: {
    kind: 'code',
    challengeId: 'library-elevator-travel-log',
    challengeTitle: 'Elevator Travel Log',
    statement: 'Print the distance travelled.',
    languages: [
      { language: 'python', starterCode: 'def solve():\n    pass\n' },
      { language: 'javascript', starterCode: 'function solve() {}\n' },
    ],
    examples: [{ id: 'ex-1', name: 'Example 1', input: '3\n1 5 2\n', expectedOutput: '7 1\n' }],
  },
};

export const reviewStage: SimulationStage = {
  ...pending('review', 'review', 'Review: team invitations'),
  status: 'active',
  prompt: 'Review this pull request.',
  workspace: {
    kind: 'review',
    diff: [
      'diff --git a/app/invites.py b/app/invites.py',
      '--- a/app/invites.py',
      '+++ b/app/invites.py',
      '@@ -1,3 +1,4 @@',
      ' import os',
      '-import sys',
      '+import random',
      '+code = random.random()',
      ' print(code)',
      '',
    ].join('\n'),
  },
};

export const writtenStage: SimulationStage = {
  ...pending('stories', 'behavioural', 'Two stories'),
  status: 'active',
  prompt: 'Tell me about two moments.',
  workspace: {
    kind: 'written',
    fields: [
      { key: 'conflict', heading: 'A disagreement', guidance: 'Situation, what you did, the outcome.' },
      { key: 'failure', heading: 'A mistake', guidance: 'What you learned.' },
    ],
    diagram: false,
    rubric: [
      { key: 'structure', criterion: 'Answers are structured (situation, action, result)', points: 4 },
      { key: 'ownership', criterion: 'Takes ownership of the outcome', points: 3 },
    ],
  },
};

export const introduction: SimulationMessage = {
  id: 'm-1',
  stageKey: null,
  from: 'persona',
  kind: 'introduction',
  body: "Hi, I'm Maya. Let's begin.",
  phrasedByModel: false,
  at: '2026-12-01T10:00:00.000Z',
};

/** A simulation of the warm-up loop, on its coding stage, as GET /simulations/{userId}/{id} answers. */
export function sampleSimulation(overrides: Partial<Simulation> = {}): Simulation {
  return {
    id: 'sim-1',
    userId: 'u-1',
    scenario: {
      slug: warmUpScenario.slug,
      title: warmUpScenario.title,
      role: warmUpScenario.role,
      difficulty: warmUpScenario.difficulty,
      minutes: warmUpScenario.minutes,
      persona: warmUpScenario.persona,
    },
    status: 'in_progress',
    scheduledFor: null,
    startedAt: '2026-12-01T10:00:00.000Z',
    endedAt: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    currentStageKey: 'coding',
    stageDeadlineAt: '2026-12-01T10:10:00.000Z',
    overallDeadlineAt: '2026-12-01T10:35:00.000Z',
    stageRemainingMs: 600_000,
    overallRemainingMs: 2_100_000,
    serverTime: '2026-12-01T10:00:00.000Z',
    sharedWith: null,
    stages: [
      codeStage,
      pending('review', 'review', 'Review: team invitations'),
      pending('stories', 'behavioural', 'Two stories'),
    ],
    messages: [introduction],
    report: null,
    ...overrides,
  };
}

export function sampleListItem(overrides: Partial<SimulationListItem> = {}): SimulationListItem {
  const simulation = sampleSimulation();
  return {
    id: 'sim-1',
    scenario: simulation.scenario,
    status: 'completed',
    scheduledFor: null,
    startedAt: '2026-11-20T10:00:00.000Z',
    endedAt: '2026-11-20T10:35:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    currentStageTitle: null,
    overallScore: 72,
    sharedWith: null,
    ...overrides,
  };
}

export function sampleList(items: SimulationListItem[], overrides: Partial<SimulationList> = {}): SimulationList {
  return {
    items,
    total: items.length,
    page: 1,
    limit: 20,
    trends: {
      completed: 3,
      averageScore: 68,
      byKind: [
        { kind: 'coding', averageScore: 80, stages: 3 },
        { kind: 'review', averageScore: 55, stages: 2 },
      ],
      recent: [
        { id: 'sim-a', title: 'Warm-up Loop', endedAt: '2026-11-10T10:00:00.000Z', score: 60 },
        { id: 'sim-b', title: 'Backend API Screen', endedAt: '2026-11-15T10:00:00.000Z', score: 72 },
      ],
    },
    ...overrides,
  };
}
