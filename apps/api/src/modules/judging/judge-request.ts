import { RUN_LIMITS, testStdin, type LanguageId, type TemplateContent } from '@assay/contracts';
import type { JudgeRequest } from '../execution/judge-job.js';

/** The limits every run of a template's tests gets: its base CPU limit (the runner applies the language's multiplier). */
export function templateLimits(content: TemplateContent): JudgeRequest['limits'] {
  return {
    cpuMs: content.time_limit_ms,
    wallMs: Math.max(2_000, content.time_limit_ms * 2),
    memoryMb: content.memory_limit_mb,
    outputBytes: RUN_LIMITS.outputBytes,
  };
}

/**
 * The one way code is judged against a template version: its tests (inputs for the runner through testStdin, expected
 * outputs kept back), its comparison and its limits. `visible` leaves the hidden tests out (a candidate's test run);
 * `analyze` asks the runner for the code's quality figures too (a final submission, which is reviewed).
 */
export function judgeRequestFor(
  content: TemplateContent,
  code: { language: LanguageId; source: string },
  { tests = 'all', analyze = false }: { tests?: 'all' | 'visible'; analyze?: boolean } = {},
): JudgeRequest {
  const judged = tests === 'visible' ? content.tests.filter((test) => !test.hidden) : content.tests;
  return {
    language: code.language,
    source: code.source,
    tests: judged.map((test) => ({
      id: test.id,
      hidden: test.hidden,
      input: testStdin(content, test),
      expected: test.expected_output,
    })),
    kind: content.test_kind,
    entry: content.entry_function,
    comparison: content.comparison,
    limits: templateLimits(content),
    ...(analyze ? { analyze: true } : {}),
  };
}
