import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface FormAlertProps {
  children: ReactNode;
  /** `error` interrupts a screen reader (role=alert); `success` waits its turn (role=status). */
  tone?: 'error' | 'success';
  className?: string;
}

/** What happened to the whole form, above its fields: the server's refusal, or that it worked. */
export function FormAlert({ children, tone = 'error', className }: FormAlertProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-md border px-3 py-2 text-sm',
        tone === 'error' ? 'border-destructive/60 bg-destructive/5' : 'border-success/60 bg-success/5',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-4 shrink-0', tone === 'error' ? 'text-destructive' : 'text-success')}
      />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
