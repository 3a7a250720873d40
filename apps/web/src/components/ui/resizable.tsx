import { GripVertical } from 'lucide-react';
import { Group, Panel, Separator, type GroupProps, type SeparatorProps } from 'react-resizable-panels';
import { cn } from '@/lib/utils';

/** Panels side by side that the user resizes by dragging, or with the arrow keys on the focused handle. */
export function ResizablePanelGroup({ className, ...props }: GroupProps) {
  return <Group className={cn('flex h-full w-full', className)} {...props} />;
}

export const ResizablePanel = Panel;

/** The handle between two panels: a visible grip, focusable, named for screen readers. */
export function ResizableHandle({ className, ...props }: SeparatorProps) {
  return (
    <Separator
      className={cn(
        'relative flex w-2 shrink-0 items-center justify-center bg-border/40 outline-none hover:bg-border focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    >
      <GripVertical aria-hidden="true" className="size-3.5 text-muted-foreground" />
    </Separator>
  );
}
