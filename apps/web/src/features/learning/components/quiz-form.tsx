import type { StepView } from '@assay/contracts';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MarkdownText } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { useAttemptQuiz, type QuizResult } from '@/features/learning/api/steps';
import { InlineCode } from './inline-code';

type Quiz = NonNullable<StepView['quiz']>;

/** A quiz: answered here, graded by the server, then each answer explained. Another attempt starts afresh. */
export function QuizForm({ pathId, stepKey, quiz }: { pathId: string; stepKey: string; quiz: Quiz }) {
  const attempt = useAttemptQuiz(pathId, stepKey);
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [result, setResult] = useState<QuizResult | null>(quiz.last_attempt);
  const [answering, setAnswering] = useState(quiz.last_attempt === null);

  const choose = (question: string, option: string, single: boolean, checked: boolean) =>
    setAnswers((current) => {
      const chosen = current[question] ?? [];
      const next = single ? [option] : checked ? [...chosen, option] : chosen.filter((key) => key !== option);
      return { ...current, [question]: next };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    attempt.mutate(
      { answers },
      {
        onSuccess: ({ result: graded }) => {
          setResult(graded);
          setAnswering(false);
        },
      },
    );
  };

  if (!answering && result)
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className={result.passed ? 'font-medium text-success' : 'font-medium text-destructive'}>
          {result.passed
            ? `Passed: ${result.correct} of ${result.total} right.`
            : `${result.correct} of ${result.total} right — ${result.pass_percent}% passes. Read the explanations and try again.`}
        </p>
        <ol className="flex flex-col gap-4">
          {quiz.questions.map((question) => {
            const graded = result.questions.find((entry) => entry.key === question.key);
            return (
              <li key={question.key} className="flex flex-col gap-2 rounded-md border border-border p-3">
                <div className="flex items-start gap-2">
                  {graded?.correct ? (
                    <CheckCircle2 aria-label="Right" className="mt-1 size-4 shrink-0 text-success" />
                  ) : (
                    <XCircle aria-label="Wrong" className="mt-1 size-4 shrink-0 text-destructive" />
                  )}
                  <MarkdownText text={question.prompt} />
                </div>
                <p className="text-sm">
                  Answer:{' '}
                  {question.options
                    .filter((option) => graded?.correct_options.includes(option.key))
                    .map((option, index) => (
                      <span key={option.key}>
                        {index > 0 ? '; ' : null}
                        <InlineCode text={option.text} />
                      </span>
                    ))}
                </p>
                {graded ? <p className="text-sm text-muted-foreground">{graded.explanation}</p> : null}
              </li>
            );
          })}
        </ol>
        <div>
          <Button variant="outline" onClick={() => (setAnswers({}), setAnswering(true))}>
            {result.passed ? 'Answer again' : 'Try again'}
          </Button>
        </div>
      </div>
    );

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">Get {quiz.pass_percent}% right to complete this step.</p>
      {quiz.questions.map((question, index) => {
        const single = question.kind === 'single';
        return (
          <fieldset key={question.key} className="flex flex-col gap-2 rounded-md border border-border p-3">
            <legend className="px-1 text-sm font-medium">
              Question {index + 1} {single ? '(one answer)' : '(every right answer)'}
            </legend>
            <MarkdownText text={question.prompt} />
            {question.options.map((option) => {
              const id = `${question.key}-${option.key}`;
              return (
                <label key={option.key} htmlFor={id} className="flex items-start gap-2 text-sm">
                  <input
                    id={id}
                    type={single ? 'radio' : 'checkbox'}
                    name={question.key}
                    className="mt-1"
                    checked={(answers[question.key] ?? []).includes(option.key)}
                    onChange={(event) => choose(question.key, option.key, single, event.target.checked)}
                  />
                  <span>
                    <InlineCode text={option.text} />
                  </span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
      {attempt.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {attempt.error.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={attempt.isPending}>
          Check answers
        </Button>
      </div>
    </form>
  );
}
