import type { StageResult, StageScript } from '@assay/contracts';

/**
 * The scripted interviewer: every message comes from the scenario's script by rules, so the same question or the same
 * run results always get the same words. A language model may rephrase a follow-up (model-persona.ts); this is what
 * it starts from and what is said when there is none.
 */

const normalize = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/**
 * The clarification whose keywords the question matches most (a keyword matches as whole words); ties go to the one
 * the script lists first. No match: the script's fallback.
 */
export function answerQuestion(script: StageScript, question: string): string {
  const asked = normalize(question);
  let best: { answer: string; hits: number } | null = null;
  for (const clarification of script.clarifications) {
    const hits = clarification.keywords.filter((keyword) => asked.includes(normalize(keyword))).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { answer: clarification.answer, hits };
  }
  return best?.answer ?? script.fallback;
}

export const DEFAULT_FOLLOW_UPS = {
  allPassed:
    'All {total} tests passed, the hidden ones included. What are the time and space complexity of your solution, and which input would hurt it most as it grows?',
  someFailed:
    '{passed} of {total} tests passed; the one called “{test}” did not. What kind of input do you think it uses, and how would you change your code to handle it?',
  compileError:
    'Your code did not compile when I ran it. What would you check first, and how do you usually catch that before you hand code over?',
  empty:
    'Time ran out before any code was written. Talk me through the approach you had in mind: what would you have tried first, and why?',
} as const;

export type FollowUpCase = keyof typeof DEFAULT_FOLLOW_UPS;

/** Which follow-up a code stage's result calls for. */
export function followUpCase(result: Extract<StageResult, { kind: 'code' }>, hadCode: boolean): FollowUpCase {
  if (!hadCode) return 'empty';
  if (result.compileError) return 'compileError';
  return result.passed === result.total ? 'allPassed' : 'someFailed';
}

/** The scripted follow-up after a coding or debugging stage is judged. */
export function codeFollowUp(
  script: StageScript,
  result: Extract<StageResult, { kind: 'code' }>,
  hadCode: boolean,
): string {
  const which = followUpCase(result, hadCode);
  const template = script.followUps?.[which] ?? DEFAULT_FOLLOW_UPS[which];
  return template
    .replaceAll('{passed}', String(result.passed))
    .replaceAll('{total}', String(result.total))
    .replaceAll('{test}', result.failedTests[0] ?? 'a hidden test');
}
