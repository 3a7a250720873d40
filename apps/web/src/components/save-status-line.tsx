import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * Whether the work on screen is what the server holds, in words (never by colour alone), announced politely as it
 * changes: the task workbench's draft and a simulation stage's work each say it in their own terms.
 */
export function SaveStatusLine({
  label,
  icon: Icon,
  text,
  failed,
}: {
  label: string;
  icon: LucideIcon;
  text: string;
  failed: boolean;
}) {
  return (
    <p
      role="status"
      aria-label={label}
      className={cn('flex items-center gap-1.5 text-sm', failed ? 'text-destructive' : 'text-muted-foreground')}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </p>
  );
}
