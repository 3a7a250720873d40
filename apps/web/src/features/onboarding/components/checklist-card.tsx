import type { OnboardingStep } from '@assay/contracts';
import { CheckCircle2, ChevronRight, Circle, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useCompleteOnboarding } from '@/features/onboarding/api/complete-onboarding';
import { useOnboardingStatus } from '@/features/onboarding/api/onboarding-status';
import { errorMessage } from '@/components/form/field-errors';
import { cn } from '@/lib/utils';

const TITLE_ID = 'onboarding-checklist-title';

function StepRow({ step }: { step: OnboardingStep }) {
  const Icon = step.done ? CheckCircle2 : Circle;
  const descriptionId = `onboarding-step-${step.key}`;
  // The link is named by its visible label (and its state, for screen readers); its overlay makes the whole row
  // clickable, and the description is read as the link's description.
  return (
    <li className="relative flex items-start gap-3 rounded-md p-2 focus-within:ring-2 focus-within:ring-ring hover:bg-muted">
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', step.done ? 'text-success' : 'text-muted-foreground')}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link
          to={step.href}
          aria-describedby={descriptionId}
          className={cn(
            'text-sm font-medium outline-none after:absolute after:inset-0',
            step.done && 'text-muted-foreground line-through',
          )}
        >
          {step.label}
          <span className="sr-only">{step.done ? ', done' : ', to do'}</span>
        </Link>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {step.description}
        </p>
      </div>
      <ChevronRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
    </li>
  );
}

/**
 * The home's getting-started checklist (issue 31; anchor: Linear's onboarding): the role's steps, each linking to where
 * it is done and ticked once the server has seen the real action. Dismiss hides it for good (POST /onboarding/complete).
 * An extra on the home: while it loads, when it fails, for a role without steps, or once dismissed, it shows nothing.
 */
export function ChecklistCard() {
  const status = useOnboardingStatus();
  const dismiss = useCompleteOnboarding();
  const data = status.data;
  if (!data || data.dismissed || data.totalCount === 0) return null;

  const dismissButton = (
    <Button variant="ghost" size="sm" loading={dismiss.isPending} onClick={() => dismiss.mutate()}>
      Dismiss
    </Button>
  );
  const failure = dismiss.isError ? (
    <p role="alert" className="text-sm text-destructive">
      {errorMessage(dismiss.error)}
    </p>
  ) : null;

  if (data.completed) {
    return (
      <Card aria-labelledby={TITLE_ID} role="region">
        <CardContent className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <PartyPopper aria-hidden="true" className="size-5 text-success" />
            <div className="flex flex-col gap-0.5">
              <CardTitle id={TITLE_ID} className="text-base">
                All set
              </CardTitle>
              <CardDescription>
                {`All ${data.totalCount} getting-started steps are done. You know your way around.`}
              </CardDescription>
            </div>
          </div>
          {dismissButton}
          {failure}
        </CardContent>
      </Card>
    );
  }

  const progress = `${data.doneCount} of ${data.totalCount} done`;
  return (
    <Card aria-labelledby={TITLE_ID} role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle id={TITLE_ID}>Get started</CardTitle>
          <CardDescription className="tabular-nums">{progress}</CardDescription>
        </div>
        {dismissButton}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ProgressBar value={(100 * data.doneCount) / data.totalCount} label={`Getting started: ${progress}`} />
        <ul aria-label="Getting-started steps" className="flex flex-col gap-1">
          {data.steps.map((step) => (
            <StepRow key={step.key} step={step} />
          ))}
        </ul>
        {failure}
      </CardContent>
    </Card>
  );
}
