import { LANGUAGE_NAMES, VERDICT_LABELS, type TemplateContent, type TemplateValidation } from '@assay/contracts';
import type { JudgeOutcome, JudgeRequest } from '../execution/judge-job.js';
import { judgeRequestFor } from '../judging/judge-request.js';

type Judge = (request: JudgeRequest) => Promise<JudgeOutcome>;

const firstLine = (text: string) => text.trim().split('\n')[0]?.slice(0, 300) ?? '';

/**
 * Whether a template may be published: in every language its reference solution passes every test (hidden ones
 * included) and its starter code fails at least one, so a candidate has something to do. Each problem names the
 * language and the test.
 */
export async function validateTemplate(content: TemplateContent, judge: Judge): Promise<TemplateValidation> {
  const names = new Map(content.tests.map((test) => [test.id, test.name]));
  const problems: string[] = [];

  const languages = [];
  for (const entry of content.languages) {
    const name = LANGUAGE_NAMES[entry.language];
    const reference = await judge(
      judgeRequestFor(content, { language: entry.language, source: entry.reference_solution }),
    );
    const referenceError =
      reference.error ??
      (reference.compile && reference.compile.verdict !== 'accepted'
        ? `it does not compile: ${firstLine(reference.compile.output)}`
        : null);
    const referenceTests = reference.tests.map((test) => ({
      id: test.testId,
      name: names.get(test.testId) ?? test.testId,
      verdict: test.verdict,
      time_ms: test.report.cpuMs,
    }));
    if (referenceError) problems.push(`The ${name} reference solution could not be checked: ${referenceError}.`);
    for (const test of referenceTests.filter((result) => result.verdict !== 'accepted')) {
      problems.push(`The ${name} reference solution fails test "${test.name}" (${VERDICT_LABELS[test.verdict]}).`);
    }

    const starter = await judge(judgeRequestFor(content, { language: entry.language, source: entry.starter_code }));
    const starterFails =
      starter.error === null &&
      ((starter.compile !== null && starter.compile.verdict !== 'accepted') ||
        starter.tests.some((test) => test.verdict !== 'accepted'));
    if (starter.error) problems.push(`The ${name} starter code could not be checked: ${starter.error}.`);
    else if (!starterFails)
      problems.push(
        `The ${name} starter code already passes every test; it should leave the solving to the candidate.`,
      );

    languages.push({
      language: entry.language,
      reference: {
        passed:
          !referenceError &&
          referenceTests.length === content.tests.length &&
          referenceTests.every((test) => test.verdict === 'accepted'),
        tests: referenceTests,
        error: referenceError,
      },
      starter: { fails_a_test: starterFails, error: starter.error },
    });
  }
  return { valid: problems.length === 0, problems, languages };
}
