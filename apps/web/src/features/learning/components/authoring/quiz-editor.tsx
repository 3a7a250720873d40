import type { QuizQuestion } from '@assay/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { newOptionKey, newQuestion } from './draft-model';
import { SelectField, TextAreaField } from './field-controls';

const MAX_OPTIONS = 8;
const MAX_QUESTIONS = 30;
const kindOptions = [
  { value: 'single', label: 'One right answer' },
  { value: 'multiple', label: 'Every right answer (one or more)' },
] as const;

interface QuizEditorProps {
  questions: QuizQuestion[];
  onChange: (questions: QuizQuestion[]) => void;
  /** Field errors of this step, by `questions.<n>.<field>`. */
  errorOf: (field: string) => string | undefined;
}

/** A quiz's questions: the prompt, one or several right answers among the options, and the explanation shown after. */
export function QuizEditor({ questions, onChange, errorOf }: QuizEditorProps) {
  const change = (index: number, patch: Partial<QuizQuestion>) =>
    onChange(questions.map((question, i) => (i === index ? { ...question, ...patch } : question)));
  return (
    <div className="flex flex-col gap-4">
      {questions.map((question, index) => (
        <QuestionEditor
          key={question.key}
          number={index + 1}
          question={question}
          onChange={(patch) => change(index, patch)}
          onRemove={questions.length > 1 ? () => onChange(questions.filter((_, i) => i !== index)) : undefined}
          errorOf={(field) => errorOf(`questions.${index}.${field}`)}
        />
      ))}
      {questions.length < MAX_QUESTIONS ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => onChange([...questions, newQuestion(questions)])}>
            <Plus aria-hidden="true" />
            Add question
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function QuestionEditor({
  number,
  question,
  onChange,
  onRemove,
  errorOf,
}: {
  number: number;
  question: QuizQuestion;
  onChange: (patch: Partial<QuizQuestion>) => void;
  onRemove: (() => void) | undefined;
  errorOf: (field: string) => string | undefined;
}) {
  const id = useId();
  const single = question.kind === 'single';
  const markRight = (key: string, right: boolean) =>
    onChange({
      correct: single ? [key] : right ? [...question.correct, key] : question.correct.filter((k) => k !== key),
    });
  const optionsError = errorOf('options') ?? errorOf('correct');
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{`Question ${number}`}</legend>
      <TextAreaField
        label={`Question ${number} prompt`}
        hint="Markdown."
        rows={3}
        value={question.prompt}
        error={errorOf('prompt')}
        onChange={(prompt) => onChange({ prompt })}
      />
      <SelectField
        label={`Question ${number} answers`}
        value={question.kind}
        options={kindOptions}
        onChange={(kind) =>
          onChange({ kind, correct: kind === 'single' ? question.correct.slice(0, 1) : question.correct })
        }
      />
      <div role="group" aria-label={`Question ${number} options`} className="flex flex-col gap-2">
        <p className="text-sm font-medium">Options — tick the right {single ? 'one' : 'ones'}</p>
        {question.options.map((option, index) => {
          const name = `option ${option.key.toUpperCase()} of question ${number}`;
          return (
            <div key={option.key} className="flex items-center gap-2">
              <input
                type={single ? 'radio' : 'checkbox'}
                name={`${id}-right`}
                aria-label={`Right answer: ${name}`}
                checked={question.correct.includes(option.key)}
                onChange={(event) => markRight(option.key, event.target.checked)}
              />
              <Input
                aria-label={`Text of ${name}`}
                aria-invalid={errorOf(`options.${index}.text`) ? true : undefined}
                value={option.text}
                onChange={(event) =>
                  onChange({
                    options: question.options.map((o) =>
                      o.key === option.key ? { ...o, text: event.target.value } : o,
                    ),
                  })
                }
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${name}`}
                disabled={question.options.length <= 2}
                onClick={() =>
                  onChange({
                    options: question.options.filter((o) => o.key !== option.key),
                    correct: question.correct.filter((key) => key !== option.key),
                  })
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          );
        })}
        {optionsError || question.options.some((_, i) => errorOf(`options.${i}.text`)) ? (
          <p className="text-sm font-medium text-destructive">{optionsError ?? 'Every option needs its text.'}</p>
        ) : null}
        {question.options.length < MAX_OPTIONS ? (
          <div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onChange({ options: [...question.options, { key: newOptionKey(question), text: '' }] })}
            >
              <Plus aria-hidden="true" />
              Add option
            </Button>
          </div>
        ) : null}
      </div>
      <TextAreaField
        label={`Question ${number} explanation`}
        hint="Shown once the learner has answered."
        rows={2}
        value={question.explanation}
        error={errorOf('explanation')}
        onChange={(explanation) => onChange({ explanation })}
      />
      {onRemove ? (
        <div>
          <Button variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            {`Remove question ${number}`}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
