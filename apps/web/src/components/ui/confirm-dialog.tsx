import { CircleAlert } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A question naming what is affected: "Remove Ada Lovelace?" */
  title: string;
  /** What will be lost, in words. */
  description: ReactNode;
  /** The destructive button's text, a verb: "Remove member". */
  confirmLabel: string;
  onConfirm: () => void;
  /** The confirmed work is running: the button spins and the dialog stays open. */
  busy?: boolean;
  /** Why the last attempt failed, shown in the dialog so the person can try again or cancel. */
  error?: string | undefined;
}

/**
 * Asks before a destructive action (DESIGN.md: destructive actions ask for confirmation and name what will be lost).
 * Focus starts on Cancel, so a stray Enter loses nothing.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
  error,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent
        role="alertdialog"
        closeLabel={null}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div>{description}</div>
        </DialogDescription>
        {error ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive/60 bg-destructive/5 px-3 py-2 text-sm"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button ref={cancelRef} variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
