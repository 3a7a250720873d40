import { Link, useLocation } from 'react-router';
import { PageContainer, PageIntro } from '@/components/page-sections';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const signedIn = useAuth().status === 'authenticated';
  return (
    <PageContainer className="max-w-3xl">
      <p className="font-mono text-sm text-muted-foreground">404</p>
      <PageIntro title="Page not found">
        {pathname === paths.notFound ? (
          <p>The page you were looking for does not exist.</p>
        ) : (
          <p>
            There is no page at{' '}
            <code className="rounded bg-muted px-1.5 py-0.5 text-base text-foreground break-all">{pathname}</code>.
            Check the address, or start again from one of these.
          </p>
        )}
      </PageIntro>
      <div className="flex flex-wrap gap-3">
        {signedIn ? (
          <Button asChild>
            <Link to={paths.dashboard}>Go to your dashboard</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to={paths.home}>Go to the home page</Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to={paths.docs}>Read the docs</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
