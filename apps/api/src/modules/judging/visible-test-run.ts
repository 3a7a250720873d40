import type { CodeInput, TemplateContent, TestRunResult } from '@assay/contracts';
import { ValidationError } from '../../lib/errors.js';
import type { JudgeOutcome, JudgeRequest } from '../execution/judge-job.js';
import { judgeRequestFor } from './judge-request.js';

/**
 * Code against a template's visible tests, with everything of each (input, expected and actual output, stderr): a
 * candidate's test run, and an author trying their template as a candidate would. Nothing is kept or scored.
 */
export async function runVisibleTests(
  content: TemplateContent,
  input: CodeInput,
  judge: (request: JudgeRequest) => Promise<JudgeOutcome>,
): Promise<TestRunResult> {
  const visible = content.tests.filter((test) => !test.hidden);
  const outcome = await judge(
    judgeRequestFor(content, { language: input.language, source: input.code }, { tests: 'visible' }),
  );
  if (outcome.error) throw new ValidationError(`Your code could not be run: ${outcome.error}`);
  const compileError =
    outcome.compile && outcome.compile.verdict !== 'accepted' ? outcome.compile.output || 'It did not compile.' : null;
  const tests = visible.flatMap((test) => {
    const judged = outcome.tests.find((entry) => entry.testId === test.id);
    if (!judged) return [];
    const actual = content.test_kind === 'function' ? (judged.report.returned ?? '') : judged.report.stdout;
    return [
      {
        id: test.id,
        name: test.name,
        verdict: judged.verdict,
        input: test.input,
        expected_output: test.expected_output,
        actual_output: actual,
        stderr: judged.report.stderr,
        time_ms: judged.report.cpuMs,
        memory_kb: judged.report.memoryKb,
      },
    ];
  });
  return {
    passed: tests.filter((test) => test.verdict === 'accepted').length,
    total: visible.length,
    compile_error: compileError,
    tests,
  };
}
