import { Spinner } from '@/components/ui/spinner';

/** Shown while a page's code loads. */
export function RouteFallback() {
  return (
    <div role="status" className="flex min-h-40 items-center justify-center gap-2 p-8 text-sm text-muted-foreground">
      <Spinner />
      <span>Loading…</span>
    </div>
  );
}
