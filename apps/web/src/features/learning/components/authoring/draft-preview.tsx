import type { QuizQuestion } from '@assay/contracts';
import { useId } from 'react';
import { MarkdownText } from '@/components/markdown';
import { Badge } from '@/components/ui/badge';
import { formatMinutes, levelLabels, stepKindLabels } from '@/features/learning/components/learning-labels';
import { topicsOf, type DraftModule, type DraftPath, type DraftStep } from './draft-model';
import { InlineCode } from '@/features/learning/components/inline-code';

/** The selected item as learners will read it (nothing here is saved or sent). */
export function DraftPreview({ draft, module, step }: { draft: DraftPath; module?: DraftModule; step?: DraftStep }) {
  if (step && module) return <StepPreview step={step} module={module} />;
  if (module) return <ModulePreview module={module} />;
  const minutes = draft.modules.flatMap((m) => m.steps).reduce((sum, s) => sum + (s.minutes || 0), 0);
  return (
    <article aria-label="Preview of the path" className="flex flex-col gap-4">
      <header className="flex flex-col gap-2">
        <h4 className="text-xl font-semibold">{draft.title || 'Untitled path'}</h4>
        <p className="text-muted-foreground">{draft.summary}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="outline">{levelLabels[draft.level]}</Badge>
          <span>{`${draft.modules.length} modules · ${formatMinutes(minutes)}`}</span>
          {topicsOf(draft.topicsText).map((topic) => (
            <Badge key={topic} variant="secondary">
              {topic}
            </Badge>
          ))}
        </div>
      </header>
      <MarkdownText text={draft.description} />
      {draft.resources.length > 0 ? (
        <section className="flex flex-col gap-2">
          <h5 className="font-semibold">Resources</h5>
          <ul className="flex flex-col gap-1 text-sm">
            {draft.resources.map((resource, index) => (
              <li key={index}>
                <span className="font-medium">{resource.title}</span> — {resource.description}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

function ModulePreview({ module }: { module: DraftModule }) {
  return (
    <article aria-label="Preview of the module" className="flex flex-col gap-3">
      <h4 className="text-xl font-semibold">{module.title || 'Untitled module'}</h4>
      <p className="text-muted-foreground">{module.summary}</p>
      <ol className="flex flex-col gap-1 text-sm">
        {module.steps.map((step) => (
          <li key={step.uid} className="flex items-center gap-2">
            <Badge variant="outline">{stepKindLabels[step.kind]}</Badge>
            {step.title}
            <span className="text-muted-foreground">{`${step.minutes || 0} min`}</span>
          </li>
        ))}
      </ol>
    </article>
  );
}

function StepPreview({ step, module }: { step: DraftStep; module: DraftModule }) {
  return (
    <article aria-label="Preview of the step" className="flex flex-col gap-5">
      <header className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">{module.title}</p>
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="text-xl font-semibold">{step.title || 'Untitled step'}</h4>
          <Badge variant="outline">{stepKindLabels[step.kind]}</Badge>
          <span className="text-sm text-muted-foreground">{`${step.minutes || 0} min`}</span>
        </div>
      </header>
      {step.body ? <MarkdownText text={step.body} /> : null}
      {step.kind === 'challenge' ? (
        <div className="flex flex-col gap-2 rounded-lg border border-border p-4 text-sm">
          <p className="font-medium">{`Library challenge: ${step.challenge || '(none chosen)'}`}</p>
          <p className="text-muted-foreground">Learners open it in the editor; solving it completes the step.</p>
        </div>
      ) : null}
      {step.kind === 'quiz' ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">{`Get ${step.pass_percent || 0}% right to complete this step.`}</p>
          {step.questions.map((question, index) => (
            <QuestionPreview key={question.key} question={question} number={index + 1} />
          ))}
        </div>
      ) : null}
    </article>
  );
}

/** A question as learners answer it: the right answers are not marked (they see them only after answering). */
function QuestionPreview({ question, number }: { question: QuizQuestion; number: number }) {
  const id = useId();
  const single = question.kind === 'single';
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">
        {`Question ${number} ${single ? '(one answer)' : '(every right answer)'}`}
      </legend>
      <MarkdownText text={question.prompt} />
      {question.options.map((option) => (
        <label key={option.key} className="flex items-start gap-2 text-sm">
          <input type={single ? 'radio' : 'checkbox'} name={id} className="mt-1" />
          <span>
            <InlineCode text={option.text} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
