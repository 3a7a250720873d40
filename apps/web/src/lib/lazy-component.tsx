import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React.lazy keeps a failed import for good, so a "Try Again" after a network blip would fail forever. Failed
// components wait here until someone asks to retry; re-importing by themselves could loop on a persistent failure.
const awaitingRetry = new Set<() => void>();

/** Gives every component whose code failed to download a fresh import on its next render. */
export function retryFailedLazyComponents(): void {
  const resets = [...awaitingRetry];
  awaitingRetry.clear();
  for (const reset of resets) reset();
}

/** React.lazy for a named export, able to load again after a failure (see retryFailedLazyComponents). */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const create = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        awaitingRetry.add(() => {
          current = create();
        });
        throw error;
      }
    });
  let current = create();

  function LazyComponent(props: P) {
    const Component = current;
    return <Component {...props} />;
  }
  return LazyComponent;
}
