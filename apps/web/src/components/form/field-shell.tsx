import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldShellProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** The control's id, when the caller names it; otherwise one is made. */
  id?: string | undefined;
  /** The control, given the id, invalid state and description it must carry. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * The error a field shows: `error`, until the person changes the field (they are fixing it, so the complaint goes),
 * and again once the form is submitted (its check decides afresh, even when it finds the same fault).
 */
function useErrorUntilChanged(error: string | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const [changedAfter, setChangedAfter] = useState<string | undefined>();
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return;
    const submitted = () => setChangedAfter(undefined);
    form.addEventListener('submit', submitted);
    return () => form.removeEventListener('submit', submitted);
  }, []);
  return {
    ref,
    shown: error && error !== changedAfter ? error : undefined,
    onChange: () => {
      if (error) setChangedAfter(error);
    },
  };
}

/** A label above any control (select, textarea, …), an optional hint, and the error under it (DESIGN.md, forms). */
export function FieldShell({ label, error: givenError, hint, className, id: givenId, children }: FieldShellProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const { ref, shown: error, onChange } = useErrorUntilChanged(givenError);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    // A change bubbling up from the control (React's onChange bubbles) clears its error.
    <div ref={ref} onChange={onChange} className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
