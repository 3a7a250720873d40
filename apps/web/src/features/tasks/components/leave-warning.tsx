import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export const LEAVE_TITLE = 'Leave with unsaved changes?';
export const LEAVE_DESCRIPTION =
  'Your latest changes have not been saved yet (the draft saves a few seconds after you type). Leaving now loses them.';

/**
 * Warns before unsaved code is lost: a link inside the app asks in a dialog; closing or reloading the tab gets the
 * browser's own prompt (browsers show their own words there).
 */
export function LeaveWarning({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers want a returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => (open ? undefined : blocker.reset?.())}
      title={LEAVE_TITLE}
      description={LEAVE_DESCRIPTION}
      confirmLabel="Leave without saving"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
