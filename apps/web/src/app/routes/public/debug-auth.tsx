import { Link } from 'react-router';
import { AuthSummaryCard } from '@/features/identity/components/auth-summary-card';
import { PageContainer, PageIntro } from '@/components/page-sections';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';

/** /debug-auth: the session as this browser sees it, for untangling sign-in problems. */
export function DebugAuthPage() {
  const { status } = useAuth();
  return (
    <PageContainer className="max-w-3xl gap-8">
      <PageIntro title="Sign-in diagnostics">
        <p>
          Shows your session, its expiry and the role Assay resolved for you. It never shows your token, so you can
          share a screenshot of this page with support.
        </p>
      </PageIntro>
      <AuthSummaryCard />
      <div className="flex flex-wrap gap-3">
        {status === 'anonymous' ? (
          <Button asChild>
            <Link to={`${paths.login}?redirect=${encodeURIComponent(paths.debugAuth)}`}>Sign in</Link>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to={paths.debug}>All diagnostics</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
