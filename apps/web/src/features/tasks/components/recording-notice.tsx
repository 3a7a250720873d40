import { TELEMETRY_NOTICE } from '@assay/contracts';
import { Eye } from 'lucide-react';

/**
 * What the editor records, one click away beside it while the task is open: said once in full on an assigned task's
 * instructions page, and here for practice, which opens straight into the editor.
 */
export function RecordingNotice() {
  return (
    <details className="group rounded-md border border-border bg-muted/30 px-3 py-2 text-sm">
      <summary className="flex cursor-pointer items-center gap-2 text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <Eye aria-hidden="true" className="size-4 shrink-0" />
        This editor records how you work: what is recorded
      </summary>
      <p className="mt-2 max-w-prose">{TELEMETRY_NOTICE}</p>
    </details>
  );
}
