import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';

interface PageIntroProps {
  title: string;
  /** The tab title, when it should differ from the heading. */
  documentTitle?: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The page's one h1 and its lead paragraph. */
export function PageIntro({ title, documentTitle, eyebrow, children }: PageIntroProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className="flex max-w-3xl flex-col gap-3">
      {eyebrow ? <p className="text-sm font-medium text-primary">{eyebrow}</p> : null}
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {children ? <div className="text-lg text-muted-foreground">{children}</div> : null}
    </div>
  );
}

/** The width and spacing of a page outside the signed-in layout (public, marketing and diagnostics pages). */
export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-12 sm:px-6', className)}>{children}</div>
  );
}
