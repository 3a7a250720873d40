import { MAX_SEATS, type BillingInterval, type PlanKey } from '@assay/contracts';
import { useId, useState, type FormEvent } from 'react';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DescriptionList } from '@/components/ui/description-list';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useAssignPlan, useOrganizationSubscription, usePlans } from '@/features/billing/api/billing';
import { statusLabels } from './billing-format';
import { UsageMeterRow } from './billing-overview';
import { ErrorLine } from './subscription-plans';

const sourceLabels = { default: 'Default plan', manual: 'Assigned by hand', stripe: 'Paid through Stripe' } as const;

function AssignPlanForm({
  organizationId,
  initial,
}: {
  organizationId: string;
  initial: { plan: PlanKey; interval: BillingInterval; seats: number };
}) {
  const plans = usePlans();
  const assign = useAssignPlan(organizationId);
  const [plan, setPlan] = useState<PlanKey>(initial.plan);
  const [interval, setInterval] = useState<BillingInterval>(initial.interval);
  const [seats, setSeats] = useState(String(initial.seats));
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(
      { plan, interval, seats: Math.max(1, Math.min(MAX_SEATS, Math.floor(Number(seats)) || 1)) },
      { onSuccess: (next) => toast.success(`${next.organizationName} is now on ${next.plan.name}.`) },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        Assign plan
      </h3>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-plan`}>Plan</Label>
          <NativeSelect id={`${id}-plan`} value={plan} onChange={(event) => setPlan(event.target.value as PlanKey)}>
            {(plans.data?.plans ?? []).map((option) => (
              <option key={option.key} value={option.key}>
                {option.name}
              </option>
            ))}
            {plans.data ? null : <option value={plan}>{plan}</option>}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-seats`}>Seats</Label>
          <Input
            id={`${id}-seats`}
            type="number"
            min={1}
            max={MAX_SEATS}
            value={seats}
            onChange={(event) => setSeats(event.target.value)}
            className="w-28"
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-interval`}>Interval</Label>
          <NativeSelect
            id={`${id}-interval`}
            value={interval}
            onChange={(event) => setInterval(event.target.value as BillingInterval)}
          >
            <option value="month">Monthly</option>
            <option value="year">Yearly</option>
          </NativeSelect>
        </div>
        <Button type="submit" loading={assign.isPending}>
          Assign plan
        </Button>
      </div>
      <ErrorLine error={assign.error} />
    </form>
  );
}

/** The platform admin's view of one organization's plan and usage, and assigning a plan by hand. */
export function OrganizationPlan({ organizationId }: { organizationId: string }) {
  const subscription = useOrganizationSubscription(organizationId);
  return (
    <section aria-labelledby="plan-title" className="flex flex-col gap-4">
      <h2 id="plan-title" className="text-lg font-semibold">
        Plan
      </h2>
      {subscription.isError ? (
        <QueryError
          what="The organization's plan could not be loaded."
          error={subscription.error}
          retrying={subscription.isFetching}
          onRetry={() => void subscription.refetch()}
        />
      ) : !subscription.data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <div className="flex flex-col gap-6 rounded-lg border border-border p-4">
          <DescriptionList
            rows={[
              [
                'Plan',
                <span key="plan" className="flex items-center gap-2">
                  {subscription.data.plan.name}
                  <Badge variant="outline">{statusLabels[subscription.data.status]}</Badge>
                </span>,
              ],
              ['Source', sourceLabels[subscription.data.source]],
              ['Seats', String(subscription.data.seats)],
              ['Billed', subscription.data.interval === 'year' ? 'Yearly' : 'Monthly'],
            ]}
          />
          <ul className="grid gap-5 md:grid-cols-2">
            {subscription.data.usage.map((meter) => (
              <UsageMeterRow key={meter.key} meter={meter} />
            ))}
          </ul>
          <AssignPlanForm
            key={`${subscription.data.plan.key}-${subscription.data.seats}-${subscription.data.interval}`}
            organizationId={organizationId}
            initial={{
              plan: subscription.data.plan.key,
              interval: subscription.data.interval,
              seats: subscription.data.seats,
            }}
          />
        </div>
      )}
    </section>
  );
}
