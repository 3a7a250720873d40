import { LANGUAGE_NAMES, RUN_LIMITS, testStdin, VERDICT_LABELS, type TemplateContent, type TemplateValidation } from '@assay/contracts';
import type { JudgeOutcome, JudgeRequest } from '../execution/judge-job.js';

type Judge = (request: JudgeRequest) => Promise<JudgeOutcome>;

/** The limits every run of a template's tests gets: its base CPU limit (the runner applies the language's multiplier). */
export function templateLimits(content: TemplateContent): JudgeRequest['limits'] {
  return { cpuMs: content.time_limit_ms, wallMs: Math.max(2_000, content.time_limit_ms * 2), memoryMb: content.memory_limit_mb, outputBytes: RUN_LIMITS.outputBytes };
}

/** The tests of a template as the judge takes them: inputs for the runner (testStdin), expected outputs kept back. */
export function testsToJudge(content: TemplateContent) {
  return content.tests.map((test) => ({ id: test.id, hidden: test.hidden, input: testStdin(content, test), expected: test.expected_output }));
}

const firstLine = (text: string) => text.trim().split('\n')[0]?.slice(0, 300) ?? '';

/**
 * Whether a template may be published: in every language its reference solution passes every test (hidden ones
 * included) and its starter code fails at least one, so a candidate has something to do. Each problem names the
 * language and the test.
 */
export async function validateTemplate(content: TemplateContent, judge: Judge): Promise<TemplateValidation> {
  const base = { tests: testsToJudge(content), kind: content.test_kind, entry: content.entry_function, comparison: content.comparison, limits: templateLimits(content) };
  const names = new Map(content.tests.map((test) => [test.id, test.name]));
  const problems: string[] = [];

  const languages = [];
  for (const entry of content.languages) {
    const name = LANGUAGE_NAMES[entry.language];
    const reference = await judge({ ...base, language: entry.language, source: entry.reference_solution });
    const referenceError = reference.error ?? (reference.compile && reference.compile.verdict !== 'accepted' ? `it does not compile: ${firstLine(reference.compile.output)}` : null);
    const referenceTests = reference.tests.map((test) => ({ id: test.testId, name: names.get(test.testId) ?? test.testId, verdict: test.verdict, time_ms: test.report.cpuMs }));
    if (referenceError) problems.push(`The ${name} reference solution could not be checked: ${referenceError}.`);
    for (const test of referenceTests.filter((result) => result.verdict !== 'accepted')) {
      problems.push(`The ${name} reference solution fails test "${test.name}" (${VERDICT_LABELS[test.verdict]}).`);
    }

    const starter = await judge({ ...base, language: entry.language, source: entry.starter_code });
    const starterFails = starter.error === null && ((starter.compile !== null && starter.compile.verdict !== 'accepted') || starter.tests.some((test) => test.verdict !== 'accepted'));
    if (starter.error) problems.push(`The ${name} starter code could not be checked: ${starter.error}.`);
    else if (!starterFails) problems.push(`The ${name} starter code already passes every test; it should leave the solving to the candidate.`);

    languages.push({
      language: entry.language,
      reference: { passed: !referenceError && referenceTests.length === content.tests.length && referenceTests.every((test) => test.verdict === 'accepted'), tests: referenceTests, error: referenceError },
      starter: { fails_a_test: starterFails, error: starter.error },
    });
  }
  return { valid: problems.length === 0, problems, languages };
}
