import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { stepKindLabels } from '@/features/learning/components/learning-labels';
import type { DraftStep } from './draft-model';
import { NumberField, TextAreaField } from './field-controls';
import { QuizEditor } from './quiz-editor';

interface StepFieldsProps {
  step: DraftStep;
  onChange: (change: (step: DraftStep) => DraftStep) => void;
  onRemove: () => void;
  /** Field errors of this step, by field (`title`, `questions.0.prompt`). */
  errorOf: (field: string) => string | undefined;
  /** The step is in a published version: its key carries learners' progress. */
  published: boolean;
}

/** One step's fields: title, key, minutes and text for every kind; the challenge's slug; a quiz's questions. */
export function StepFields({ step, onChange, onRemove, errorOf, published }: StepFieldsProps) {
  const [confirmRemove, setConfirmRemove] = useState(false);
  const name = step.title.trim() || 'this step';
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">{`${stepKindLabels[step.kind]} step`}</p>
      <TextField
        label="Step title"
        value={step.title}
        error={errorOf('title')}
        onChange={(event) => onChange((current) => ({ ...current, title: event.target.value }))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Step key"
          hint={
            step.autoKey
              ? 'Made from the title until you edit it.'
              : published
                ? 'Learners’ progress is kept by key: change it only to start this step afresh.'
                : 'Lowercase letters, digits and hyphens; unique in the path.'
          }
          value={step.key}
          error={errorOf('key')}
          onChange={(event) => onChange((current) => ({ ...current, key: event.target.value }))}
        />
        <NumberField
          label="Minutes"
          hint="About how long it takes."
          min={1}
          max={600}
          value={step.minutes}
          error={errorOf('minutes')}
          onChange={(minutes) => onChange((current) => ({ ...current, minutes }))}
        />
      </div>
      {step.kind === 'challenge' ? (
        <TextField
          label="Library challenge"
          hint="The challenge's folder name in content/challenges, such as elevator-travel-log."
          value={step.challenge}
          error={errorOf('challenge')}
          onChange={(event) => onChange((current) => ({ ...current, challenge: event.target.value }) as DraftStep)}
        />
      ) : null}
      <TextAreaField
        label={
          step.kind === 'lesson' ? 'Lesson' : step.kind === 'quiz' ? 'Introduction (optional)' : 'What to take from it'
        }
        hint="Markdown."
        rows={step.kind === 'lesson' ? 16 : 5}
        value={step.body ?? ''}
        error={errorOf('body')}
        onChange={(body) => onChange((current) => ({ ...current, body }) as DraftStep)}
      />
      {step.kind === 'quiz' ? (
        <>
          <NumberField
            label="Pass mark (%)"
            hint="The share of questions to get right to complete the step."
            min={1}
            max={100}
            value={step.pass_percent}
            error={errorOf('pass_percent')}
            onChange={(pass_percent) => onChange((current) => ({ ...current, pass_percent }) as DraftStep)}
          />
          <QuizEditor
            questions={step.questions}
            errorOf={errorOf}
            onChange={(questions) => onChange((current) => ({ ...current, questions }) as DraftStep)}
          />
          {errorOf('questions') ? <p className="text-sm font-medium text-destructive">{errorOf('questions')}</p> : null}
        </>
      ) : null}
      <div className="border-t border-border pt-4">
        <Button variant="ghost" onClick={() => setConfirmRemove(true)}>
          <Trash2 aria-hidden="true" />
          Remove step
        </Button>
      </div>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={`Remove “${name}”?`}
        description="The step and everything written in it leave the draft. Published versions keep it until you publish again."
        confirmLabel="Remove step"
        onConfirm={() => {
          setConfirmRemove(false);
          onRemove();
        }}
      />
    </div>
  );
}
