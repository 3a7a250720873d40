import { MAX_SEATS, type BillingInterval, type CurrentSubscription, type Plan } from '@assay/contracts';
import { Info } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import {
  useChangePlan,
  useCreateCheckoutSession,
  useCurrentSubscription,
  usePlans,
} from '@/features/billing/api/billing';
import { intervalOptions } from './billing-format';
import { PlanLimitsAndFeatures, PlanPrice } from './plan-details';
import { PlanCardsSkeleton } from './public-plans';

export const MANUAL_PAYMENTS_NOTICE =
  'Plans on this instance are assigned by the platform administrator, and invoicing happens outside Assay. Ask your administrator to change your plan.';

export function ErrorLine({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {error.message}
    </p>
  );
}

export function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warning' }) {
  return (
    <div
      role="status"
      className={
        tone === 'warning'
          ? 'flex items-start gap-2 rounded-md border border-warning/60 bg-warning/10 px-4 py-3 text-sm'
          : 'flex items-start gap-2 rounded-md border border-border bg-muted px-4 py-3 text-sm'
      }
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

const paysThroughStripe = (current: CurrentSubscription | undefined) =>
  current?.source === 'stripe' && current.status !== 'canceled';

function SeatsField({ plan, value, onChange }: { plan: Plan; value: string; onChange: (seats: string) => void }) {
  const id = useId();
  const max = plan.limits.interviewerSeats ?? MAX_SEATS;
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{`Seats for ${plan.name}`}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-28"
      />
    </div>
  );
}

interface PlanActionProps {
  plan: Plan;
  interval: BillingInterval;
  seats: number;
  current: CurrentSubscription | undefined;
}

function PlanAction({ plan, interval, seats, current }: PlanActionProps) {
  const checkout = useCreateCheckoutSession();
  const change = useChangePlan();
  const isCurrent =
    current?.plan.key === plan.key &&
    (current.source === 'default' || (current.interval === interval && (!plan.perSeat || current.seats === seats)));
  if (!plan.selfServe)
    return (
      <p className="text-sm text-muted-foreground">
        Priced by agreement: contact the platform team, who assign this plan by hand.
      </p>
    );
  if (isCurrent) return <p className="text-sm font-medium">This is your plan.</p>;
  if (paysThroughStripe(current)) {
    return (
      <>
        <Button
          loading={change.isPending}
          onClick={() =>
            change.mutate(
              { plan: plan.key, interval, seats },
              { onSuccess: (next) => toast.success(`Your organization is now on ${next.plan.name}.`) },
            )
          }
        >
          {`Change to ${plan.name}`}
        </Button>
        <ErrorLine error={change.error} />
      </>
    );
  }
  if (plan.priceMonthly === 0) return null;
  return (
    <>
      <Button
        loading={checkout.isPending || checkout.isSuccess}
        onClick={() =>
          checkout.mutate({ plan: plan.key, interval, seats }, { onSuccess: ({ url }) => window.location.assign(url) })
        }
      >
        {`Choose ${plan.name}`}
      </Button>
      <ErrorLine error={checkout.error} />
    </>
  );
}

/**
 * The plans to choose from. An orgadmin chooses (checkout, or a change to a paid subscription); anyone else sees them
 * read-only. With manual payments the platform administrator assigns plans and nobody buys here.
 */
export function SubscriptionPlans({ canChoose, checkoutCanceled }: { canChoose: boolean; checkoutCanceled: boolean }) {
  const plans = usePlans();
  const current = useCurrentSubscription(canChoose);
  const [interval, setInterval] = useState<BillingInterval>('month');
  const [seatsByPlan, setSeatsByPlan] = useState<Record<string, string>>({});

  const error = plans.error ?? (canChoose ? current.error : null);
  if (error)
    return (
      <QueryError
        what="The plans could not be loaded."
        error={error}
        retrying={plans.isFetching || current.isFetching}
        onRetry={() => {
          if (plans.isError) void plans.refetch();
          if (current.isError) void current.refetch();
        }}
      />
    );
  if (!plans.data || (canChoose && !current.data)) return <PlanCardsSkeleton label="Loading the plans…" />;

  const manual = plans.data.payments === 'manual';
  const usedSeats = current.data?.usage.find((meter) => meter.key === 'interviewerSeats')?.used ?? 1;
  const maxSeats = (plan: Plan) => plan.limits.interviewerSeats ?? MAX_SEATS;
  const seatsText = (plan: Plan) =>
    seatsByPlan[plan.key] ??
    String(
      current.data?.plan.key === plan.key && current.data.source !== 'default'
        ? current.data.seats
        : Math.max(1, Math.min(usedSeats, maxSeats(plan))),
    );
  const seatsFor = (plan: Plan) => Math.max(1, Math.min(maxSeats(plan), Math.floor(Number(seatsText(plan))) || 1));

  return (
    <div className="flex flex-col gap-6">
      {checkoutCanceled ? (
        <Notice>The checkout was canceled and nothing was charged. Choose a plan again whenever you are ready.</Notice>
      ) : null}
      {manual ? <Notice>{MANUAL_PAYMENTS_NOTICE}</Notice> : null}
      {!canChoose ? (
        <Notice>An organization admin chooses your organization’s plan. Here is what each plan includes.</Notice>
      ) : null}
      <ChoiceGroup label="Billing interval" options={intervalOptions} value={interval} onChange={setInterval} />
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {plans.data.plans.map((plan) => {
          const isCurrentPlan = current.data?.plan.key === plan.key;
          const choosable = canChoose && !manual && plan.selfServe && plan.priceMonthly !== 0;
          return (
            <Card
              key={plan.key}
              className={isCurrentPlan ? 'flex flex-col border-primary' : 'flex flex-col'}
              aria-label={`${plan.name} plan`}
              role="group"
            >
              <CardHeader>
                <div className="flex items-center justify-between gap-2">
                  <CardTitle as="h2">{plan.name}</CardTitle>
                  {isCurrentPlan ? <Badge variant="primary">Current plan</Badge> : null}
                </div>
                <CardDescription>{plan.description}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-4">
                <PlanPrice plan={plan} interval={interval} />
                <PlanLimitsAndFeatures plan={plan} />
              </CardContent>
              {canChoose && !manual ? (
                <CardFooter className="flex flex-col items-start gap-3">
                  {choosable && plan.perSeat ? (
                    <SeatsField
                      plan={plan}
                      value={seatsText(plan)}
                      onChange={(seats) => setSeatsByPlan((previous) => ({ ...previous, [plan.key]: seats }))}
                    />
                  ) : null}
                  <PlanAction plan={plan} interval={interval} seats={seatsFor(plan)} current={current.data} />
                </CardFooter>
              ) : null}
            </Card>
          );
        })}
      </div>
    </div>
  );
}
