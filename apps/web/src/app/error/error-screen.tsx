import { Button } from '@/components/ui/button';

/** A readable line for any thrown value; never a stack trace. */
export function describeError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (typeof error === 'object' && error !== null && 'status' in error && 'statusText' in error) {
    return `${String(error.status)} ${String(error.statusText)}`.trim();
  }
  return 'An unexpected error occurred.';
}

interface ErrorScreenProps {
  error: unknown;
  onRetry: () => void;
  /** Outside the layouts (the top-level boundary, the router's error element) the screen brings its own <main>. */
  standalone?: boolean;
}

export function ErrorScreen({ error, onRetry, standalone = false }: ErrorScreenProps) {
  const content = (
    <section
      aria-labelledby="error-screen-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <h1 id="error-screen-title" className="text-2xl font-semibold tracking-tight">
        Oops! Something went wrong
      </h1>
      <p className="text-sm text-muted-foreground">{describeError(error)}</p>
      <p className="text-sm text-muted-foreground">Try again; if it keeps happening, go back to the home page.</p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <Button onClick={onRetry}>Try Again</Button>
        {/* A plain link: this screen may be shown where the router itself has failed. */}
        <Button asChild variant="outline">
          <a href="/">Go to the home page</a>
        </Button>
      </div>
    </section>
  );
  if (!standalone) return content;
  return (
    <main id="main-content" className="min-h-dvh bg-background text-foreground">
      {content}
    </main>
  );
}
