import { ShieldAlert } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { PageContainer, PageIntro } from '@/components/page-sections';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The guard sends people here with `{ from: Location }` as navigation state. */
function originPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from: unknown = state.from;
  if (typeof from !== 'object' || from === null || !('pathname' in from)) return null;
  return typeof from.pathname === 'string' && from.pathname ? from.pathname : null;
}

export function UnauthorizedPage() {
  const from = originPath(useLocation().state);
  return (
    <PageContainer className="max-w-3xl">
      <ShieldAlert aria-hidden="true" className="size-8 text-destructive" />
      <PageIntro title="You don't have access to this page" documentTitle="Access denied">
        {from ? (
          <p>
            Your account&apos;s role does not include{' '}
            <code className="rounded bg-muted px-1.5 py-0.5 text-base text-foreground">{from}</code>.
          </p>
        ) : (
          <p>Your account&apos;s role does not include the page you asked for.</p>
        )}
        <p className="mt-2">If you think it should, ask an administrator of your organization to change your role.</p>
      </PageIntro>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.dashboard}>Go to your dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Back to the home page</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
