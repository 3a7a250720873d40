import { Skeleton } from '@/components/ui/skeleton';

/** Rows in the shape of a table while it loads, with a line for screen readers. */
export function TableSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-2 rounded-lg border border-border p-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-8 w-full" />
      ))}
    </div>
  );
}
