import type { ComponentProps, ReactNode } from 'react';
import { useHorizontalOverflow } from '@/lib/use-horizontal-overflow';
import { cn } from '@/lib/utils';

/**
 * A column header: its label, or the label with options. A `hidden` label is read by screen readers but not shown
 * (an actions column, whose buttons speak for themselves).
 */
export type DataColumn = string | { label: string; hidden?: boolean; className?: string };

interface DataTableProps extends Omit<ComponentProps<'table'>, 'children'> {
  /** Names the table for screen readers; visually hidden unless `captionClassName` says otherwise. */
  caption: string;
  /** The column headers, in order; `false`, `null` or `undefined` leave a column out (for columns shown on a condition). */
  columns: readonly (DataColumn | false | null | undefined)[];
  /** The rows: `DataRow`s, or components that render them. */
  children: ReactNode;
  /** Keeps the header row in view while a scrolling container scrolls the table. */
  stickyHeader?: boolean;
  captionClassName?: string;
}

/** A bordered, horizontally scrolling table with a caption and a header row of `columns`; `children` fill its body. */
export function DataTable({
  caption,
  columns,
  children,
  stickyHeader = false,
  captionClassName = 'sr-only',
  className,
  ...props
}: DataTableProps) {
  const { ref: scrollerRef, overflowing } = useHorizontalOverflow<HTMLDivElement>();
  return (
    // While the table is wider than its box, the box is a named, focusable region so the keyboard can scroll it.
    <div
      ref={scrollerRef}
      className="overflow-x-auto rounded-lg border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring"
      {...(overflowing ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
      <table className={cn('w-full text-sm', className)} {...props}>
        <caption className={captionClassName}>{caption}</caption>
        <thead className={cn(stickyHeader && 'sticky top-0', 'bg-muted text-left text-muted-foreground')}>
          <tr>
            {columns.map((column) => {
              if (!column) return null;
              const {
                label,
                hidden = false,
                className: columnClassName,
              } = typeof column === 'string' ? { label: column } : column;
              return (
                <th key={label} scope="col" className={cn('px-3 py-2 font-medium', columnClassName)}>
                  {hidden ? <span className="sr-only">{label}</span> : label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A body row, ruled off from the one above. */
export function DataRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-t border-border', className)} {...props} />;
}

/** The cell that names its row (a `<th scope="row">`). */
export function RowHeader({ className, ...props }: Omit<ComponentProps<'th'>, 'scope'>) {
  return <th scope="row" className={cn('px-3 py-2 text-left font-medium', className)} {...props} />;
}

/** A data cell. */
export function Cell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2', className)} {...props} />;
}
