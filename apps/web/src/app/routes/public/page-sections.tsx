import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
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

export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-12 sm:px-6', className)}>{children}</div>
  );
}

interface SectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function Section({ id, title, description, children, className }: SectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn('flex flex-col gap-6', className)}>
      <div className="flex max-w-3xl flex-col gap-2">
        <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight">
          {title}
        </h2>
        {description ? <div className="text-muted-foreground">{description}</div> : null}
      </div>
      {children}
    </section>
  );
}

export function CodeBlock({ children }: { children: string }) {
  return (
    <pre className="overflow-x-auto rounded-lg border border-border bg-muted px-4 py-3 text-sm">
      <code>{children}</code>
    </pre>
  );
}

/** A card holding a short titled paragraph, for grids of principles, parts and the like. */
export function TextCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">{children}</CardContent>
    </Card>
  );
}
