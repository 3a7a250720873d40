import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A panel that slides in from the edge of the screen, built on Radix Dialog: it traps focus, closes on Escape and
 * on a click outside, and hands focus back to the button that opened it.
 */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  side?: 'left' | 'right';
  /** The accessible name of the close button in the corner. */
  closeLabel?: string;
  overlayClassName?: string;
}

export function SheetContent({
  side = 'left',
  closeLabel = 'Close',
  overlayClassName,
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={cn('fixed inset-0 z-50 bg-black/50', overlayClassName)} />
      <DialogPrimitive.Content
        // Without a SheetDescription Radix warns unless the attribute is cleared; a caller with one passes its id.
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 z-50 flex h-dvh max-w-[85vw] flex-col bg-background text-foreground shadow-lg outline-none transition-transform duration-200 motion-reduce:transition-none',
          side === 'left'
            ? 'left-0 border-r border-border starting:-translate-x-full'
            : 'right-0 border-l border-border starting:translate-x-full',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-none transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X aria-hidden="true" className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
