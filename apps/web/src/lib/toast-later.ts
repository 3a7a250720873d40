/**
 * A toast from a module every page loads (the logger, the route guard), without loading the toaster's code (sonner,
 * ~11 KB gzip) with it: public pages that never toast never download it. The toast shows a moment later, once
 * `lib/toast` is in; pages that toast as part of their work import `lib/toast` itself.
 */
export function toastLater(kind: 'warning' | 'error', text: string): void {
  import('@/lib/toast').then(
    ({ toast }) => toast[kind](text),
    (error: unknown) => console.error('[assay] Could not load the toasts to show:', text, error),
  );
}
