import type { VerifySessionResponse } from '@assay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { billingKeys, verifySession } from '@/features/billing/api/billing';

type Outcome =
  { kind: 'verifying' } | { kind: 'done'; result: VerifySessionResponse } | { kind: 'error'; message: string };

function BackToPlans() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.subscriptionPlans}>Back to the plans</Link>
    </Button>
  );
}

/**
 * /checkout/success: asks the API for the checkout session's outcome once per visit (the server applies it
 * idempotently, so a reload shows the same), then says what happened.
 */
export function CheckoutResult({ sessionId }: { sessionId: string | null }) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'verifying' });
  const started = useRef(false);

  const verify = useCallback(() => {
    if (!sessionId) return;
    setOutcome({ kind: 'verifying' });
    verifySession(sessionId).then(
      (result) => {
        setOutcome({ kind: 'done', result });
        queryClient.setQueryData(billingKeys.current(), result.subscription);
        void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      },
      (error: unknown) =>
        setOutcome({
          kind: 'error',
          message: error instanceof Error ? error.message : 'The checkout could not be verified.',
        }),
    );
  }, [queryClient, sessionId]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verify();
  }, [verify]);

  if (!sessionId)
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">No checkout to confirm</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-4">
          <p>This link carries no checkout session. Start again from the plans.</p>
          <BackToPlans />
        </CardContent>
      </Card>
    );

  if (outcome.kind === 'verifying')
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner /> Confirming your payment…
      </p>
    );

  if (outcome.kind === 'error')
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">The payment could not be confirmed</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-4">
          <p role="alert">{outcome.message}</p>
          <p className="text-sm text-muted-foreground">
            If you paid, your plan is applied as soon as the payment provider tells us; nothing is charged twice.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={verify}>Try again</Button>
            <BackToPlans />
          </div>
        </CardContent>
      </Card>
    );

  const { status, subscription } = outcome.result;
  if (status === 'complete')
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <CircleCheck aria-hidden="true" className="size-5 text-success" /> Payment confirmed
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-4">
          <p role="status">
            {`${subscription.organizationName} is now on the ${subscription.plan.name} plan, ${subscription.interval === 'year' ? 'billed yearly' : 'billed monthly'}, with ${subscription.seats} ${subscription.seats === 1 ? 'seat' : 'seats'}.`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to={paths.orgAdminBilling}>Go to Billing</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.dashboard}>Go to the dashboard</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  if (status === 'open')
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">Payment not finished yet</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-4">
          <p>The payment provider has not confirmed this checkout yet. If you just paid, try again in a moment.</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={verify}>Check again</Button>
            <BackToPlans />
          </div>
        </CardContent>
      </Card>
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">This checkout has expired</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        <p>Nothing was charged. Choose your plan again to start a new checkout.</p>
        <BackToPlans />
      </CardContent>
    </Card>
  );
}
