import type { BillingInterval } from '@assay/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { usePlans } from '@/features/billing/api/billing';
import { intervalOptions } from './billing-format';
import { PlanLimitsAndFeatures, PlanPrice } from './plan-details';

export function PlanCardsSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      <span className="sr-only">{label}</span>
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-80 w-full" />
      ))}
    </div>
  );
}

/** The hosted plans, live from this instance, for the public Pricing page. */
export function PublicPlans() {
  const plans = usePlans();
  const [interval, setInterval] = useState<BillingInterval>('month');
  if (plans.isError)
    return (
      <QueryError
        what="The plans could not be loaded."
        error={plans.error}
        retrying={plans.isFetching}
        onRetry={() => void plans.refetch()}
      />
    );
  if (!plans.data) return <PlanCardsSkeleton label="Loading the plans…" />;
  return (
    <div className="flex flex-col gap-6">
      <ChoiceGroup label="Billing interval" options={intervalOptions} value={interval} onChange={setInterval} />
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {plans.data.plans.map((plan) => (
          <Card key={plan.key} className="flex flex-col">
            <CardHeader>
              <CardTitle as="h3">{plan.name}</CardTitle>
              <CardDescription>{plan.description}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-1 flex-col gap-4">
              <PlanPrice plan={plan} interval={interval} />
              <PlanLimitsAndFeatures plan={plan} />
            </CardContent>
            <CardFooter>
              <Button asChild variant={plan.key === 'team' ? 'primary' : 'outline'}>
                <Link to={paths.subscriptionPlans} aria-label={`Choose plan: ${plan.name}`}>
                  Choose plan
                </Link>
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
      {plans.data.payments === 'manual' ? (
        <p className="max-w-3xl text-sm text-muted-foreground">
          This instance takes no card payments: its administrator assigns plans, and invoicing happens outside Assay.
        </p>
      ) : null}
    </div>
  );
}
