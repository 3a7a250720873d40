import type { CurrentSubscription, UsageMeter } from '@assay/contracts';
import { CreditCard, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { DescriptionList } from '@/components/ui/description-list';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useCurrentSubscription, usePortalSession, useSetCancelAtPeriodEnd } from '@/features/billing/api/billing';
import { formatDate, formatMoney, limitText, statusLabels } from './billing-format';
import { ErrorLine, MANUAL_PAYMENTS_NOTICE, Notice } from './subscription-plans';

const statusVariant: Record<CurrentSubscription['status'], NonNullable<BadgeProps['variant']>> = {
  trialing: 'secondary',
  active: 'success',
  past_due: 'warning',
  canceled: 'destructive',
};

const sourceLabels: Record<CurrentSubscription['source'], string> = {
  default: 'Free plan (default)',
  manual: 'Assigned by your administrator',
  stripe: 'Paid through Stripe',
};

/** One usage meter: "used of limit", a bar, the over-limit warning and when a monthly one starts again. */
export function UsageMeterRow({ meter }: { meter: UsageMeter }) {
  const percent =
    meter.limit === null ? 0 : meter.limit === 0 ? (meter.used > 0 ? 100 : 0) : (meter.used / meter.limit) * 100;
  return (
    <li className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{meter.label}</span>
        <span className="tabular-nums text-muted-foreground">
          {meter.limit === null
            ? `${meter.used.toLocaleString()} used · Unlimited`
            : `${meter.used.toLocaleString()} of ${limitText(meter.key, meter.limit)}`}
        </span>
      </div>
      {meter.limit === null ? null : <ProgressBar value={percent} label={`${meter.label} used`} />}
      {meter.over ? (
        <p className="flex items-start gap-2 text-sm text-destructive">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Over this plan’s limit: what it limits is read-only until usage fits the plan again.
        </p>
      ) : null}
      {meter.resetsAt ? (
        <p className="text-xs text-muted-foreground">{`Resets on ${formatDate(meter.resetsAt)}`}</p>
      ) : null}
    </li>
  );
}

function Invoices({ subscription }: { subscription: CurrentSubscription }) {
  if (subscription.invoices.length === 0) return <p className="text-sm text-muted-foreground">No invoices yet.</p>;
  return (
    <DataTable
      caption="Invoices"
      columns={['Number', 'Date', 'Period', 'Amount', 'Status', { label: 'Links', hidden: true }]}
    >
      {subscription.invoices.map((invoice) => (
        <DataRow key={invoice.id}>
          <RowHeader>{invoice.number ?? invoice.id}</RowHeader>
          <Cell>{formatDate(invoice.createdAt)}</Cell>
          <Cell>
            {invoice.periodStart ? `${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}` : '—'}
          </Cell>
          <Cell className="tabular-nums">{formatMoney(invoice.amountDue, invoice.currency)}</Cell>
          <Cell>
            <Badge variant={invoice.status === 'paid' ? 'success' : 'outline'}>{invoice.status}</Badge>
          </Cell>
          <Cell>
            <div className="flex flex-wrap gap-3">
              {invoice.hostedUrl ? (
                <a
                  href={invoice.hostedUrl}
                  aria-label={`View invoice ${invoice.number ?? invoice.id}`}
                  target="_blank"
                  rel="noreferrer"
                  className="text-primary underline underline-offset-4"
                >
                  View
                </a>
              ) : null}
              {invoice.pdfUrl ? (
                <a
                  href={invoice.pdfUrl}
                  aria-label={`PDF of invoice ${invoice.number ?? invoice.id}`}
                  target="_blank"
                  rel="noreferrer"
                  className="text-primary underline underline-offset-4"
                >
                  PDF
                </a>
              ) : null}
            </div>
          </Cell>
        </DataRow>
      ))}
    </DataTable>
  );
}

function Actions({ subscription }: { subscription: CurrentSubscription }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useSetCancelAtPeriodEnd();
  const portal = usePortalSession();
  if (subscription.payments === 'manual') return <Notice>{MANUAL_PAYMENTS_NOTICE}</Notice>;
  const paid = subscription.source === 'stripe' && subscription.status !== 'canceled';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.subscriptionPlans}>Change plan</Link>
        </Button>
        {paid && !subscription.cancelAtPeriodEnd ? (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Cancel at period end
          </Button>
        ) : null}
        {paid && subscription.cancelAtPeriodEnd ? (
          <Button
            variant="outline"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(false, { onSuccess: () => toast.success('Your subscription continues.') })}
          >
            Keep subscription
          </Button>
        ) : null}
        {paid ? (
          <Button
            variant="outline"
            loading={portal.isPending || portal.isSuccess}
            onClick={() => portal.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })}
          >
            <CreditCard aria-hidden="true" /> Manage payment method
          </Button>
        ) : null}
      </div>
      <ErrorLine error={portal.error ?? (confirming ? null : cancel.error)} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Cancel ${subscription.plan.name} at the end of the period?`}
        description={
          <p>
            {`Your organization keeps ${subscription.plan.name} until ${formatDate(subscription.currentPeriodEnd)}, then moves to the Free plan and its limits. You can keep the subscription any time before then.`}
          </p>
        }
        confirmLabel="Cancel at period end"
        busy={cancel.isPending}
        error={cancel.error?.message}
        onConfirm={() =>
          cancel.mutate(true, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Your subscription ends at the end of the period.');
            },
          })
        }
      />
    </div>
  );
}

/** The organization's plan, usage, next invoice and invoices, with what an orgadmin can do about them. */
export function BillingOverview({ subscription }: { subscription: CurrentSubscription }) {
  const { plan } = subscription;
  return (
    <div className="flex flex-col gap-8">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-3">
            <CardTitle as="h2">{`${plan.name} plan`}</CardTitle>
            <Badge variant={statusVariant[subscription.status]}>{statusLabels[subscription.status]}</Badge>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <DescriptionList
            rows={[
              ['Source', sourceLabels[subscription.source]],
              ['Billed', subscription.interval === 'year' ? 'Yearly' : 'Monthly'],
              ['Seats', String(subscription.seats)],
              ...(subscription.currentPeriodEnd
                ? ([['Current period ends', formatDate(subscription.currentPeriodEnd)]] as [string, string][])
                : []),
            ]}
          />
          {subscription.cancelAtPeriodEnd ? (
            <Notice tone="warning">
              {`Canceled: ${plan.name} ends on ${formatDate(subscription.currentPeriodEnd)}, and your organization moves to the Free plan then.`}
            </Notice>
          ) : null}
          <Actions subscription={subscription} />
        </CardContent>
      </Card>

      <section aria-labelledby="usage-title" className="flex flex-col gap-4">
        <h2 id="usage-title" className="text-lg font-semibold">
          Usage
        </h2>
        <ul className="flex flex-col gap-5">
          {subscription.usage.map((meter) => (
            <UsageMeterRow key={meter.key} meter={meter} />
          ))}
        </ul>
      </section>

      {subscription.nextInvoice ? (
        <section aria-labelledby="next-invoice-title" className="flex flex-col gap-2">
          <h2 id="next-invoice-title" className="text-lg font-semibold">
            Next invoice
          </h2>
          <p className="tabular-nums">
            {`${formatMoney(subscription.nextInvoice.amountDue, subscription.nextInvoice.currency)} on ${formatDate(subscription.nextInvoice.date)}`}
          </p>
        </section>
      ) : null}

      <section aria-labelledby="invoices-title" className="flex flex-col gap-4">
        <h2 id="invoices-title" className="text-lg font-semibold">
          Invoices
        </h2>
        <Invoices subscription={subscription} />
      </section>
    </div>
  );
}

/** The billing page's content: the signed-in orgadmin's organization. */
export function OrganizationBilling() {
  const current = useCurrentSubscription();
  if (current.isError)
    return (
      <QueryError
        what="Your organization's billing could not be loaded."
        error={current.error}
        retrying={current.isFetching}
        onRetry={() => void current.refetch()}
      />
    );
  if (!current.data)
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">Loading billing…</span>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-56 w-full" />
      </div>
    );
  return <BillingOverview subscription={current.data} />;
}
