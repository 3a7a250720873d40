import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from '@/app/error/error-boundary';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme-provider';
import { useToasterWanted } from '@/lib/toaster-demand';

// Loaded with the first toast: public pages that never toast do not load sonner. A toaster whose code could not be
// downloaded shows nothing rather than taking the page down with it.
const AppToaster = lazy((): Promise<{ default: ComponentType }> =>
  import('@/lib/app-toaster').catch(() => ({ default: () => null })),
);

function DeferredToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

/** Everything the app needs around the router: the last-resort error screen, theme, data cache and toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary standalone>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          {children}
          <DeferredToaster />
        </QueryClientProvider>
      </ThemeProvider>
    </ErrorBoundary>
  );
}
