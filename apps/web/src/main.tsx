import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { listenForUncaughtErrors } from '@/features/observability/error-capture';
import '@/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render Assay into.');

listenForUncaughtErrors();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

// Error and vitals reporting load after the first render, off the critical path (Sentry only when configured).
setTimeout(() => {
  void import('@/features/observability/telemetry')
    .then(({ startTelemetry }) => startTelemetry())
    .catch(() => undefined);
}, 0);
