import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';

/** The one h1 of a signed-in page, its lead line, and the tab title. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="flex max-w-3xl flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <div className="text-muted-foreground">{description}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/**
 * The content column of a signed-in page, by the one width rule (DESIGN.md: content width capped for reading pages;
 * full width for the editor and tables): `reading` for forms, settings and a single record, `full` for lists, tables
 * and dashboards.
 */
export function PageBody({
  width = 'reading',
  className,
  children,
}: {
  width?: 'reading' | 'full';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'mx-auto flex w-full flex-col gap-8 px-4 py-8 sm:px-6',
        width === 'reading' ? 'max-w-3xl' : 'max-w-none',
        className,
      )}
    >
      {children}
    </div>
  );
}
