import { TOAST_DURATION_MS } from '@assay/contracts';
import { Toaster } from 'sonner';
import { useTheme } from '@/lib/theme-provider';

/** The app's toaster: top right, 5 s, in the page's theme. Loaded with the first toast (toaster-demand.ts). */
export default function AppToaster() {
  const { resolvedTheme } = useTheme();
  return <Toaster position="top-right" duration={TOAST_DURATION_MS} theme={resolvedTheme} closeButton richColors />;
}
