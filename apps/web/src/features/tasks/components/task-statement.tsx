import { TaskHints } from '@/features/tasks/components/task-hints';
import type { CandidateTask } from '@/features/tasks/api/get-candidate-task';
import { MarkdownText } from '@/components/markdown';

/** An empty input or output, said in words (an empty box reads as missing, and has nothing to name). */
const Nothing = () => <span className="font-sans text-muted-foreground italic">(none)</span>;

/** "1.5 s", "2 s": a time limit as a candidate reads it. */
export const secondsOf = (ms: number) => `${Number((ms / 1000).toFixed(2))} s`;

/** The limits every test runs under, said before the candidate writes a line. */
export function limitsSentence(content: { time_limit_ms: number; memory_limit_mb: number }): string {
  return `Each test may use up to ${secondsOf(content.time_limit_ms)} of CPU time and ${content.memory_limit_mb} MB of memory.`;
}

/** The instructions, the statement, and the visible tests (the hidden ones by count only). */
export function TaskStatement({ task }: { task: CandidateTask }) {
  const { content } = task;
  return (
    <div className="flex flex-col gap-6">
      {task.instructions ? (
        <section
          aria-labelledby="instructions-title"
          className="rounded-md border border-border bg-muted/50 p-3 text-sm"
        >
          <h2 id="instructions-title" className="font-medium">
            From your interviewer
          </h2>
          <p className="mt-1 whitespace-pre-wrap">{task.instructions}</p>
        </section>
      ) : null}
      <section aria-labelledby="statement-title" className="flex flex-col gap-3">
        <h2 id="statement-title" className="text-lg font-semibold">
          Statement
        </h2>
        <MarkdownText text={content.statement} />
        <p className="text-sm text-muted-foreground">{limitsSentence(content)}</p>
        {content.test_kind === 'function' ? (
          <p className="text-sm">{`Write the function \`${content.entry_function}\`; each test calls it with the arguments shown.`}</p>
        ) : null}
      </section>
      {content.sql_setup.trim() ? (
        <section aria-labelledby="database-title" className="flex flex-col gap-3">
          <h2 id="database-title" className="text-lg font-semibold">
            Database
          </h2>
          <p className="text-sm">
            Your query runs against a fresh PostgreSQL database made by these statements (a test may add rows of its
            own). Write one read query; its result is compared as CSV with a header row.
          </p>
          <pre
            aria-label="Database setup"
            className="overflow-x-auto rounded bg-muted p-2 font-mono text-xs whitespace-pre-wrap"
          >
            {content.sql_setup}
          </pre>
        </section>
      ) : null}
      <section aria-labelledby="examples-title" className="flex flex-col gap-3">
        <h2 id="examples-title" className="text-lg font-semibold">
          Examples
        </h2>
        {content.tests.map((test) => (
          <div key={test.id} className="flex flex-col gap-2 rounded-md border border-border p-3">
            <p className="text-sm font-medium">{test.name}</p>
            <div className="grid gap-2 sm:grid-cols-2">
              <pre
                aria-label={`${test.name}: input`}
                className="overflow-x-auto rounded bg-muted p-2 font-mono text-xs whitespace-pre-wrap"
              >
                {test.input || <Nothing />}
              </pre>
              <pre
                aria-label={`${test.name}: expected output`}
                className="overflow-x-auto rounded bg-muted p-2 font-mono text-xs whitespace-pre-wrap"
              >
                {test.expected_output || <Nothing />}
              </pre>
            </div>
          </div>
        ))}
        {content.hidden_tests.count > 0 ? (
          <p className="text-sm text-muted-foreground">{`${content.hidden_tests.count} hidden ${content.hidden_tests.count === 1 ? 'test runs' : 'tests run'} when you submit; you see only how many passed.`}</p>
        ) : null}
      </section>
      <TaskHints hints={content.hints} />
    </div>
  );
}
