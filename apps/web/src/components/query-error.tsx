import { FileQuestion, Lock } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client/api-error';

interface QueryErrorProps {
  /** What could not be loaded, as a sentence: "The mail could not be loaded." */
  what: string;
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}

/** The API's answer when it is one a retry cannot change: not found (404) or not allowed (403). */
function refusalOf(error: Error): 404 | 403 | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  return error.status === 404 || error.status === 403 ? error.status : null;
}

/**
 * Not found or no access, said plainly with a way back, in place of the API's status text. The API answers 404 for
 * what is not the caller's to see as well as for what does not exist, so the words allow for both.
 */
function RefusedState({ what, status }: { what: string; status: 404 | 403 }) {
  const navigate = useNavigate();
  const notFound = status === 404;
  return (
    <EmptyState
      icon={notFound ? <FileQuestion /> : <Lock />}
      headingLevel="h2"
      title={notFound ? 'Not found' : "You don't have access"}
      description={
        notFound
          ? `${what} It does not exist, or it is not yours to see: the link may be wrong or out of date.`
          : `${what} Your account does not have access to it. If you think it should, ask your organization's admin.`
      }
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.dashboard}>Go to your dashboard</Link>
          </Button>
          <Button variant="outline" onClick={() => void navigate(-1)}>
            Go back
          </Button>
        </div>
      }
    />
  );
}

/**
 * A failed query, in place, with Retry (DESIGN.md: a failed query offers Retry in place); a 404 or 403, which no
 * retry changes, shows a not-found or no-access state with a way back instead.
 */
export function QueryError({ what, error, retrying, onRetry }: QueryErrorProps) {
  const refusal = refusalOf(error);
  if (refusal) return <RefusedState what={what} status={refusal} />;
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/60 p-4">
      <p className="text-sm font-medium">{what}</p>
      <p className="text-sm text-muted-foreground">{error.message}</p>
      <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
