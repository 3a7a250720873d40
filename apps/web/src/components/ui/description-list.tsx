import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export type DescriptionRow = [term: string, value: ReactNode];

/** Terms and their values in two aligned columns (a `<dl>`), as on the health and status cards. */
export function DescriptionList({ rows, className }: { rows: DescriptionRow[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm', className)}>
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
