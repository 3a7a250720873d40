import { TOAST_DURATION_MS } from '@assay/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ErrorBoundary } from '@/app/error/error-boundary';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider, useTheme } from '@/lib/theme-provider';

function AppToaster() {
  const { resolvedTheme } = useTheme();
  return <Toaster position="top-right" duration={TOAST_DURATION_MS} theme={resolvedTheme} closeButton richColors />;
}

/** Everything the app needs around the router: the last-resort error screen, theme, data cache and toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary standalone>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          {children}
          <AppToaster />
        </QueryClientProvider>
      </ThemeProvider>
    </ErrorBoundary>
  );
}
