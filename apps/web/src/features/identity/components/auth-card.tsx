import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Under the card: the way to the other form (sign in ↔ create an account). */
  footer?: ReactNode;
}

/** The narrow centred card of the sign-in, sign-up and callback pages, with the page's one h1. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
      <div className="flex flex-col gap-2 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <div className="text-muted-foreground">{description}</div> : null}
      </div>
      <Card>
        <CardContent className="flex flex-col gap-6">{children}</CardContent>
      </Card>
      {footer ? <div className="text-center text-sm text-muted-foreground">{footer}</div> : null}
    </div>
  );
}
