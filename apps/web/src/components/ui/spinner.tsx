import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

interface SpinnerProps {
  className?: string;
  /** Read to screen readers; leave empty when a visible text already says what is happening. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <>
      <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin motion-reduce:animate-none', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}
