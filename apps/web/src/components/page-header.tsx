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

/** The content column of a signed-in page. */
export function PageBody({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6', className)}>{children}</div>
  );
}
