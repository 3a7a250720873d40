import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client/api-error';

interface UnconfirmedOrganizationProps {
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}

/** Why the gate shows the form to someone whose profile names an organization, and a way to check again. */
export function UnconfirmedOrganization({ error, retrying, onRetry }: UnconfirmedOrganizationProps) {
  const gone = isApiError(error) && (error.status === 404 || error.status === 403);
  return (
    <FormAlert>
      <p className="font-medium">We couldn&apos;t confirm your organization.</p>
      {gone ? (
        <p className="mt-1 text-muted-foreground">
          It no longer exists, or you are no longer one of its members. Create a new one below, or ask an organization
          admin to invite you again.
        </p>
      ) : (
        <>
          <p className="mt-1 text-muted-foreground">{error.message}</p>
          <p className="mt-1 text-muted-foreground">Retry, or create a new organization below.</p>
          <Button className="mt-3" variant="outline" size="sm" loading={retrying} onClick={onRetry}>
            Retry
          </Button>
        </>
      )}
    </FormAlert>
  );
}
