import { CircleAlert, CircleCheck } from 'lucide-react';
import { statusProblems } from '@/features/execution/components/status-summary';
import { RelativeTime } from '@/components/relative-time';
import type { ExecutionStatus } from '@/features/execution/api/get-execution-status';
import { cn } from '@/lib/utils';

/** The verdict at the top of the page: all operational, or what is wrong in words. */
export function StatusSummaryCard({ status }: { status: ExecutionStatus }) {
  const problems = statusProblems(status);
  const operational = problems.length === 0;
  const Icon = operational ? CircleCheck : CircleAlert;
  return (
    <section
      aria-labelledby="status-summary-title"
      className={cn(
        'flex gap-3 rounded-lg border bg-card p-4',
        operational ? 'border-success/60' : 'border-destructive/60',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', operational ? 'text-success' : 'text-destructive')}
      />
      <div className="flex flex-col gap-2">
        {/* Announced after Check again, so a screen reader hears the new verdict without looking for it. */}
        <div aria-live="polite" aria-atomic="true" className="flex flex-col gap-2">
          <h2 id="status-summary-title" className="text-lg font-semibold">
            {operational ? 'All systems operational' : 'Not all systems are operational'}
          </h2>
          {operational ? null : (
            <ul aria-label="Problems found" className="list-disc pl-5 text-sm">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          Checked <RelativeTime value={status.checkedAt} />
        </p>
      </div>
    </section>
  );
}
