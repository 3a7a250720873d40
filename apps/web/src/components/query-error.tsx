import { Button } from '@/components/ui/button';

interface QueryErrorProps {
  /** What could not be loaded, as a sentence: "The mail could not be loaded." */
  what: string;
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}

/** A failed query, in place, with Retry (DESIGN.md: a failed query offers Retry in place). */
export function QueryError({ what, error, retrying, onRetry }: QueryErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/60 p-4">
      <p className="text-sm font-medium">{what}</p>
      <p className="text-sm text-muted-foreground">{error.message}</p>
      <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
