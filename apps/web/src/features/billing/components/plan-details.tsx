import { LIMIT_KEYS, LIMIT_LABELS, type BillingInterval, type Plan } from '@assay/contracts';
import { Check } from 'lucide-react';
import { formatMoney, limitText, monthlyPrice, yearlySavingPercent } from './billing-format';

/** A plan's price on the interval: per seat per month, "Free", or "Contact us" when priced by agreement. */
export function PlanPrice({ plan, interval }: { plan: Plan; interval: BillingInterval }) {
  const perMonth = monthlyPrice(plan, interval);
  if (perMonth === null) return <p className="text-2xl font-semibold">Contact us</p>;
  if (perMonth === 0) return <p className="text-2xl font-semibold">Free</p>;
  const saving = interval === 'year' ? yearlySavingPercent(plan) : 0;
  return (
    <div className="flex flex-col gap-1">
      <p>
        <span className="text-2xl font-semibold tabular-nums">{formatMoney(perMonth, plan.currency)}</span>{' '}
        <span className="text-sm text-muted-foreground">{plan.perSeat ? 'per seat per month' : 'per month'}</span>
      </p>
      {interval === 'year' && plan.priceYearly !== null ? (
        <p className="text-sm text-muted-foreground">
          {`Billed yearly: ${formatMoney(plan.priceYearly, plan.currency)}${plan.perSeat ? ' per seat' : ''}`}
          {saving > 0 ? <span className="font-medium text-foreground">{` · save ${saving}%`}</span> : null}
        </p>
      ) : null}
    </div>
  );
}

/** Each of a plan's limits, "Unlimited" for none, then its features. */
export function PlanLimitsAndFeatures({ plan }: { plan: Plan }) {
  return (
    <div className="flex flex-col gap-4 text-sm">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {LIMIT_KEYS.map((key) => (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{LIMIT_LABELS[key].label}</dt>
            <dd className="text-right tabular-nums">{limitText(key, plan.limits[key])}</dd>
          </div>
        ))}
      </dl>
      {plan.features.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label={`${plan.name} features`}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
