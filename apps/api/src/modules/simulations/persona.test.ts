import type { StageScript } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { answerQuestion, codeFollowUp } from './persona.js';
import { codeResult, emptyCodeResult } from './stage-scoring.js';

const script: StageScript = {
  introduction: 'Let us begin.',
  clarifications: [
    { keywords: ['empty', 'no input'], answer: 'An empty log prints 0.' },
    { keywords: ['negative', 'floor'], answer: 'Floors are never negative.' },
    { keywords: ['empty', 'negative'], answer: 'Both can happen together: print 0.' },
  ],
  fallback: 'Make an assumption, say it out loud, and go on.',
  nudges: [{ atPercent: 50, message: 'Halfway.' }],
};

const tests = new Map([
  ['t1', 'a single trip'],
  ['t2', 'an empty log'],
  ['t3', 'ten thousand trips'],
]);
const verdicts = (...accepted: boolean[]) =>
  accepted.map((ok, index) => ({
    id: `t${index + 1}`,
    hidden: index > 0,
    weight: 1,
    verdict: ok ? ('accepted' as const) : ('wrong_answer' as const),
    report: {} as never,
  }));

describe('the scripted persona', () => {
  it('answers a clarifying question from the script: the clarification matching most keywords, whole words only', () => {
    expect(answerQuestion(script, 'What if the log is EMPTY?')).toBe('An empty log prints 0.');
    expect(answerQuestion(script, 'Can floors be negative, or the log empty?')).toBe(
      'Both can happen together: print 0.',
    );
    expect(answerQuestion(script, 'What about emptyish floors?')).toBe(script.fallback);
    expect(answerQuestion(script, 'Is there no input sometimes?')).toBe('An empty log prints 0.');
  });

  it('follows a coding stage up from its run results, the same words for the same results', () => {
    const failed = codeResult('python', verdicts(true, false, true), tests, false);
    expect(codeFollowUp(script, failed, true)).toBe(
      '2 of 3 tests passed; the one called “an empty log” did not. What kind of input do you think it uses, and how would you change your code to handle it?',
    );
    expect(codeFollowUp(script, codeResult('python', verdicts(true, false, true), tests, false), true)).toBe(
      codeFollowUp(script, failed, true),
    );
    const passed = codeResult('python', verdicts(true, true, true), tests, false);
    expect(codeFollowUp(script, passed, true)).toMatch(
      /^All 3 tests passed, the hidden ones included\. What are the time/,
    );
    expect(codeFollowUp(script, codeResult('cpp', verdicts(false, false, false), tests, true), true)).toMatch(
      /did not compile/,
    );
    expect(codeFollowUp(script, emptyCodeResult(3), false)).toMatch(/^Time ran out before any code was written/);
  });

  it("uses the stage's own follow-ups where the script has them", () => {
    const own = { ...script, followUps: { someFailed: 'Only {passed}/{total}: why did “{test}” fail?' } };
    expect(codeFollowUp(own, codeResult('python', verdicts(false, true, true), tests, false), true)).toBe(
      'Only 2/3: why did “a single trip” fail?',
    );
  });
});
