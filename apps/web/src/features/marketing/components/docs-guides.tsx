import {
  DEFAULT_TEST_MEMORY_LIMIT_MB,
  DEFAULT_TEST_TIME_LIMIT_MS,
  LANGUAGE_IDS,
  LANGUAGE_NAMES,
  MAX_SOURCE_BYTES,
  RUN_LIMITS,
  RUBRIC_SCALE_MAX,
  type LanguageId,
} from '@assay/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Section, TextCard } from '@/features/marketing/components/marketing-sections';
import { paths } from '@/config/paths';

const linkClass = 'text-primary underline underline-offset-4';

/**
 * How the runner builds and runs each language, and the factor its per-test CPU and wall limits are multiplied by
 * (apps/runner/src/languages; README "Languages"). The exact toolchain versions are the instance's own: its runner
 * asks each toolchain at start-up and /api-status shows the answers.
 */
const toolchains: Record<LanguageId, { how: string; multiplier: number; tests: string }> = {
  javascript: { how: 'Node.js', multiplier: 1.5, tests: 'stdin/stdout, or a function called with JSON arguments' },
  typescript: {
    how: 'Compiled by esbuild (types erased, not checked), then run by Node.js',
    multiplier: 1.5,
    tests: 'stdin/stdout, or a function called with JSON arguments',
  },
  python: { how: 'python3', multiplier: 2, tests: 'stdin/stdout, or a function called with JSON arguments' },
  c: { how: 'gcc -std=gnu17 -O2', multiplier: 1, tests: 'stdin/stdout' },
  cpp: { how: 'g++ -std=gnu++17 -O2', multiplier: 1, tests: 'stdin/stdout' },
  java: { how: 'javac, then java; the public class is Main', multiplier: 2, tests: 'stdin/stdout' },
  go: { how: "Go's compiler and linker on the one file (standard library only)", multiplier: 1, tests: 'stdin/stdout' },
  rust: { how: 'rustc --edition 2021 -O (standard library only)', multiplier: 1, tests: 'stdin/stdout' },
  sql: {
    how: 'PostgreSQL: one read query against a fresh database, answered as CSV with a header row',
    multiplier: 2,
    tests: 'the query’s result set',
  },
};

/** A guide on the Docs page, with the app's pages it walks through (the public-claims test checks they are built). */
export interface DocsGuide {
  id: string;
  title: string;
  routes: readonly string[];
}

export const candidateGuide: DocsGuide = {
  id: 'candidate-guide',
  title: 'Guide for candidates',
  routes: [paths.candidateDashboard, paths.candidateTask, paths.practice, paths.candidateSubmissions, paths.apiStatus],
};
export const interviewerGuide: DocsGuide = {
  id: 'interviewer-guide',
  title: 'Guide for interviewers',
  routes: [
    paths.templates,
    paths.templateCreate,
    paths.templateDetail,
    paths.interviewerTasks,
    paths.interviewerReviews,
    paths.interviewerReview,
  ],
};

function Steps({ items }: { items: readonly [string, ReactNode][] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {items.map(([title, text]) => (
        <TextCard key={title} title={title}>
          {text}
        </TextCard>
      ))}
    </div>
  );
}

function LanguagesTable() {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Languages, how each is run, its time factor and its tests</caption>
        <thead className="bg-muted">
          <tr>
            {['Language', 'How it runs', 'Time factor', 'Tests'].map((label) => (
              <th key={label} scope="col" className="px-4 py-3 font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LANGUAGE_IDS.map((id) => (
            <tr key={id} className="border-t border-border">
              <th scope="row" className="px-4 py-3 font-normal">
                {LANGUAGE_NAMES[id]}
              </th>
              <td className="px-4 py-3">{toolchains[id].how}</td>
              <td className="px-4 py-3 font-mono tabular-nums">{`× ${toolchains[id].multiplier}`}</td>
              <td className="px-4 py-3 text-muted-foreground">{toolchains[id].tests}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The candidates' guide: languages, the environment code runs in, and how it is scored. */
export function CandidateGuide() {
  return (
    <Section
      id={candidateGuide.id}
      title={candidateGuide.title}
      description="What your code runs on, what it may do, and how it is scored."
    >
      <h3 className="text-lg font-semibold">Languages and versions</h3>
      <p className="max-w-3xl">
        A task offers some of these languages; its statement lists which. Each toolchain&apos;s exact version is the one
        installed on this instance: signed in as a candidate, the{' '}
        <Link to={paths.apiStatus} className={linkClass}>
          API status page
        </Link>{' '}
        lists them and runs a hello-world in each.
      </p>
      <LanguagesTable />
      <h3 className="text-lg font-semibold">The environment</h3>
      <Steps
        items={[
          [
            'Input and output',
            'Most tasks give your program its input on stdin and read its answer from stdout; by default spacing and line breaks do not matter (a task may instead compare exactly, as numbers, or as lines in any order). Function tasks (JavaScript, TypeScript, Python) call the named function with JSON arguments and compare what it returns. What your program writes to stderr is shown to you for the visible tests.',
          ],
          [
            'Limits',
            `Each test has a CPU time limit (${DEFAULT_TEST_TIME_LIMIT_MS / 1000} s unless the task sets another, multiplied by the language's time factor) and a memory limit (${DEFAULT_TEST_MEMORY_LIMIT_MB} MB unless the task sets another); the statement shows both. Output is capped at ${RUN_LIMITS.outputBytes / 1024} KB and code at ${MAX_SOURCE_BYTES / 1024} KB.`,
          ],
          [
            'A fresh sandbox',
            'Every test runs in a new sandbox: no network, a read-only system, a small private /tmp, and limits on processes. Compiled languages compile once, before the tests; a compile error is shown once, with the compiler’s output.',
          ],
          [
            'Verdicts',
            'Accepted, wrong answer, time limit exceeded, memory limit exceeded, output limit exceeded, runtime error or compile error, for each test.',
          ],
        ]}
      />
      <h3 className="text-lg font-semibold">How scoring works</h3>
      <Steps
        items={[
          [
            'Starting',
            'An assessment opens on its instructions: the time limit, the languages, what is recorded and a note from the organization, with an editor to try things out. Nothing runs until you press Start; a timed task’s clock starts there (or at your first run, if you come to it another way), and the bar above the editor warns you at five minutes and at one.',
          ],
          [
            'Your code is saved',
            'The editor keeps your code for each language separately and saves it a few seconds after you type, when you switch away from the page and when you are back online; the line above the editor says whether everything is saved. Leaving with unsaved changes asks first.',
          ],
          [
            'Visible and hidden tests',
            '“Run examples” (Ctrl+Enter) runs the visible tests as often as you need, and shows each one’s input, expected output and yours; “Custom input” runs your code on input of your own. Hidden tests are never shown: you learn only how many passed, the worst verdict among them, and whether they stayed within the time and memory limits.',
          ],
          [
            'Partial scores',
            'Each test has a weight. A submission scores the weights of the tests it passes over the weights of all the tests, hidden ones included, out of 100: passing some tests earns part of the score.',
          ],
          [
            'Attempts',
            '“Check all tests” (Ctrl+Shift+Enter) is an attempt: it is scored against every test and leaves the task open, so you can improve and try again. Attempts are limited per hour, for each task (each one tells a little about the hidden tests); when you reach the limit, run the examples meanwhile.',
          ],
          [
            'The final submission',
            '“Submit final” (Ctrl+Shift+S, after a confirmation) hands in your answer: the task takes no more work, and its score is the final submission’s. It is the one your reviewers read, and the page then shows exactly the code handed in with a receipt: the time, the language and the SHA-256 of the code. On a timed task, when the time is up, your last saved draft is submitted for you. Every attempt and submission stays under My submissions.',
          ],
        ]}
      />
    </Section>
  );
}

/** The interviewers' guide: from a template to a decision. */
export function InterviewerGuide() {
  return (
    <Section
      id={interviewerGuide.id}
      title={interviewerGuide.title}
      description="From writing a task to releasing feedback: the pages interviewers and organization admins use."
    >
      <Steps
        items={[
          [
            'Author a template',
            <>
              Under{' '}
              <Link to={paths.templates} className={linkClass}>
                Task Templates
              </Link>
              , create a template: a title, a difficulty and a statement; the languages you offer, each with starter
              code and a reference solution; time and memory limits; hints; and a rubric for reviewers.
            </>,
          ],
          [
            'Tests',
            'Add tests with an input and the expected output, visible or hidden, each with a weight. Choose how output is compared: exactly, ignoring spacing, as numbers, or as lines in any order. Function tests (JavaScript, TypeScript, Python) call a named function instead.',
          ],
          [
            'Validate and publish',
            'Validation runs every reference solution against every test, hidden ones included, and checks the starter code fails at least one; the report names the language and the test. Publishing freezes the draft as a new version: tasks keep the version they were given, so a fix never changes a test someone has taken.',
          ],
          [
            'Create an assessment',
            'Under Assessments, create one from a published template, with instructions for candidates, a due date (in days), a time limit (in minutes) that starts when the candidate starts the task, or both.',
          ],
          [
            'Assign it',
            'Assign it by email. Candidates of your organization get the task at once; anyone else is invited as a candidate and gets it when they accept. Follow each task’s status and score from the assessment.',
          ],
          [
            'Review',
            `Under Reviews, final submissions wait once scored. A review shows the code, every test (hidden ones included, with what the program printed) and its time against the reference solution. Score each rubric criterion from 0 to ${RUBRIC_SCALE_MAX}, comment on lines, decide (advance, hold or reject), and release the feedback: the candidate then sees the rubric, your comments and your message, never the decision.`,
          ],
        ]}
      />
    </Section>
  );
}
