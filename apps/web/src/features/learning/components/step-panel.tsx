import { SOLVE_SCORE, type StepRef } from '@assay/contracts';
import { ArrowLeft, ArrowRight, CheckCircle2, Lock } from 'lucide-react';
import { MarkdownText } from '@/components/markdown';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompleteLesson, useStep, type StepView } from '@/features/learning/api/steps';
import { isApiError } from '@/lib/api-client/api-error';
import { stepKindLabels } from './learning-labels';
import { QuizForm } from './quiz-form';
import { useStepTime } from './use-step-time';

/** Refusals that say what to do (enroll, finish the steps before): shown as they are, not as a fault. */
const lockedReasons: Record<string, string> = {
  LEARNING_STEP_LOCKED: 'This step opens once you complete the steps before it.',
  LEARNING_NOT_ENROLLED: 'Enroll in this path to open its steps.',
};

/** A body that opens with a top heading repeats the step's title, which the panel shows already: it is left out. */
const withoutTitle = (body: string) => body.replace(/^# [^\n]*\n+/, '');

export interface StepPanelProps {
  pathId: string;
  stepKey: string;
  onNavigate: (stepKey: string) => void;
  /** Opens a challenge step's challenge in the editor (a practice task of it). */
  onOpenChallenge: (templateId: string) => void;
  openingChallenge: boolean;
  /** Called when a completion finished the path (with its certificate). */
  onPathCompleted: (certificateId: string) => void;
}

/** One step: a lesson to read, a quiz to pass, or a challenge to solve in the editor. */
export function StepPanel(props: StepPanelProps) {
  const step = useStep(props.pathId, props.stepKey);
  const locked = isApiError(step.error) && step.error.code ? lockedReasons[step.error.code] : undefined;
  if (locked) return <EmptyState icon={<Lock />} title="This step is locked" description={locked} headingLevel="h2" />;
  if (step.isError)
    return (
      <QueryError
        what="This step could not be opened."
        error={step.error}
        retrying={step.isFetching}
        onRetry={() => void step.refetch()}
      />
    );
  if (!step.data) return <Skeleton className="h-96" />;
  return <StepContent key={step.data.key} view={step.data} {...props} />;
}

function StepContent({
  view,
  pathId,
  onNavigate,
  onOpenChallenge,
  openingChallenge,
  onPathCompleted,
}: StepPanelProps & { view: StepView }) {
  useStepTime(pathId, view.key);
  const complete = useCompleteLesson(pathId, view.key);
  const done = view.status === 'completed';
  return (
    <article aria-labelledby="step-title" className="flex flex-col gap-5">
      <header className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">{view.module.title}</p>
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="step-title" className="text-xl font-semibold">
            {view.title}
          </h2>
          <Badge variant="outline">{stepKindLabels[view.kind]}</Badge>
          <span className="text-sm text-muted-foreground">{view.minutes} min</span>
          {done ? (
            <Badge variant="success">
              <CheckCircle2 aria-hidden="true" className="size-3" /> Completed
            </Badge>
          ) : null}
        </div>
      </header>
      {view.body ? <MarkdownText text={withoutTitle(view.body)} className="flex flex-col gap-3" /> : null}
      {view.kind === 'lesson' && !done ? (
        <div className="flex flex-col gap-2">
          <div>
            <Button
              loading={complete.isPending}
              onClick={() =>
                complete.mutate(undefined, {
                  onSuccess: (completion) => {
                    if (completion.certificate_id) onPathCompleted(completion.certificate_id);
                    else if (view.next) onNavigate(view.next.key);
                  },
                })
              }
            >
              {view.next ? 'Mark complete and continue' : 'Mark complete'}
            </Button>
          </div>
          {complete.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {complete.error.message}
            </p>
          ) : null}
        </div>
      ) : null}
      {view.quiz ? <QuizForm pathId={pathId} stepKey={view.key} quiz={view.quiz} /> : null}
      {view.challenge ? (
        <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
          <p className="font-medium">
            {view.challenge.title} <Badge variant="outline">{view.challenge.difficulty}</Badge>
          </p>
          <p className="text-sm text-muted-foreground">
            {done
              ? 'Solved: this step is complete.'
              : `Solve it in the editor with a score of ${SOLVE_SCORE} or more and this step completes by itself.`}{' '}
            {view.challenge.best_score !== null ? `Your best score so far: ${view.challenge.best_score}.` : null}
          </p>
          <div>
            <Button loading={openingChallenge} onClick={() => onOpenChallenge(view.challenge!.template_id)}>
              {done ? 'Open it again' : 'Open in the editor'}
            </Button>
          </div>
        </div>
      ) : null}
      <nav aria-label="Steps" className="flex flex-wrap justify-between gap-2 border-t border-border pt-4">
        <StepLink step={view.previous} direction="previous" onNavigate={onNavigate} />
        <StepLink step={view.next} direction="next" onNavigate={onNavigate} />
      </nav>
    </article>
  );
}

function StepLink({
  step,
  direction,
  onNavigate,
}: {
  step: StepRef | null;
  direction: 'previous' | 'next';
  onNavigate: (key: string) => void;
}) {
  if (!step) return <span />;
  return (
    <Button variant="ghost" onClick={() => onNavigate(step.key)}>
      {direction === 'previous' ? <ArrowLeft aria-hidden="true" /> : null}
      {direction === 'previous' ? 'Previous' : 'Next'}: {step.title}
      {direction === 'next' ? <ArrowRight aria-hidden="true" /> : null}
    </Button>
  );
}
