import { TableSkeleton } from '@/components/table-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

/** The page's shape while the check runs; the hello-world runs make it take a few seconds, so it says why. */
export function ApiStatusSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-8">
      <p role="status" className="text-sm text-muted-foreground">
        Checking the API, the runners and every language. A hello-world run per language takes a few seconds…
      </p>
      <Skeleton className="h-24 w-full" />
      <div className="grid gap-4 md:grid-cols-3">
        {['api', 'database', 'queue'].map((card) => (
          <Skeleton key={card} className="h-36 w-full" />
        ))}
      </div>
      <TableSkeleton rows={2} label="Loading the runners…" />
      <TableSkeleton rows={3} label="Loading the languages…" />
    </div>
  );
}
