import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

interface StatTileProps {
  label: string;
  /** undefined while the figure loads; a string for a figure with a unit or none yet ("—"). */
  value: number | string | undefined;
  icon?: ReactNode;
  className?: string;
}

/** One figure of a dashboard's row of tiles: a label and a number in tabular numerals. */
export function StatTile({ label, value, icon, className }: StatTileProps) {
  return (
    <div className={cn('flex flex-col gap-2 rounded-lg border border-border bg-card p-4', className)}>
      <dt className="flex items-center gap-2 text-sm text-muted-foreground [&_svg]:size-4">
        {icon ? <span aria-hidden="true">{icon}</span> : null}
        {label}
      </dt>
      <dd className="text-2xl font-semibold tabular-nums">
        {value === undefined ? <Skeleton className="h-8 w-12" /> : value}
      </dd>
    </div>
  );
}
