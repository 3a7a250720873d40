import type { ReviewIssue, ScenarioStage } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { buildReport, overallScore } from './simulation-report.js';
import { reviewResult, writtenResult } from './stage-scoring.js';

const issue = (key: string, line: number, severity: ReviewIssue['severity']): ReviewIssue => ({
  key,
  file: 'src/api.ts',
  line,
  severity,
  title: `Issue ${key}`,
  explanation: 'Why it matters.',
});
const issues = [issue('injection', 10, 'high'), issue('leak', 30, 'medium'), issue('naming', 50, 'low')];
const rubric = [
  { key: 'situation', criterion: 'Sets the scene', points: 2 },
  { key: 'result', criterion: 'Names a measurable result', points: 4 },
];

describe('stage scoring', () => {
  it('finds a review issue by a comment on its file within two lines, weighting by severity', () => {
    const result = reviewResult(issues, {
      kind: 'review',
      comments: [
        { file: 'src/api.ts', line: 12, body: 'This concatenates user input into SQL.' },
        { file: 'src/other.ts', line: 30, body: 'Wrong file.' },
        { file: 'src/api.ts', line: 90, body: 'A fair point the scenario did not plant.' },
      ],
    });
    expect(result.found.map((found) => found.key)).toEqual(['injection']);
    expect(result.missed.map((missed) => missed.key)).toEqual(['leak', 'naming']);
    expect(result.score).toBe(50); // 3 of 6 weight
    expect(result.otherComments).toBe(2);
    expect(reviewResult(issues, null).score).toBe(0);
  });

  it("scores a written stage by the candidate's own rating, the model's suggestion beside it", () => {
    const work = {
      kind: 'written' as const,
      answers: {},
      selfAssessment: { situation: 'met' as const, result: 'partly' as const },
    };
    expect(writtenResult(rubric, work, null)).toMatchObject({ score: 67, suggestion: null });
    const suggested = writtenResult(rubric, work, {
      levels: { situation: 'met', result: 'missed' },
      note: 'Quantify it.',
    });
    expect(suggested.score).toBe(67);
    expect(suggested.suggestion).toEqual({ score: 33, note: 'Quantify it.' });
    expect(suggested.criteria.map((criterion) => [criterion.level, criterion.suggested])).toEqual([
      ['met', 'met'],
      ['partly', 'missed'],
    ]);
  });

  it("builds the report's overall score from exactly the stage scores, weighted by minutes", () => {
    const stage = (key: string, minutes: number): ScenarioStage => ({
      key,
      kind: 'review',
      title: key,
      minutes,
      prompt: 'Review it.',
      script: { introduction: 'Hi.', clarifications: [], fallback: 'Go on.', nudges: [] },
      learning: [{ path: 'learning-sql', step: 'joins-quiz' }],
      diff: 'diff',
      issues,
    });
    const review = (score: number) => ({ ...reviewResult(issues, null), score });
    const report = buildReport(
      [
        { stage: stage('first', 10), status: 'scored', result: review(90) },
        { stage: stage('second', 30), status: 'scored', result: review(50) },
        { stage: stage('third', 20), status: 'unfinished', result: null },
      ],
      (link) => ({ pathId: link.path, pathTitle: 'SQL', stepKey: link.step ?? null, stepTitle: 'Joins quiz' }),
    );
    expect(report.overallScore).toBe(
      overallScore([
        { minutes: 10, score: 90 },
        { minutes: 30, score: 50 },
      ]),
    );
    expect(report.overallScore).toBe(60);
    expect(report.stages.map((entry) => entry.score)).toEqual([90, 50]);
    expect(report.strengths).toHaveLength(1);
    expect(report.gaps).toEqual([
      expect.objectContaining({
        stageKey: 'second',
        learning: [{ pathId: 'learning-sql', pathTitle: 'SQL', stepKey: 'joins-quiz', stepTitle: 'Joins quiz' }],
      }),
    ]);
    expect(report.unfinished).toEqual(['third']);
  });
});
