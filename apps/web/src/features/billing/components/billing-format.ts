import { LIMIT_LABELS, type BillingInterval, type LimitKey, type Plan } from '@assay/contracts';

/** An amount in the currency's minor unit (cents), formatted in that currency: 4900 usd → "$49". */
export function formatMoney(minor: number, currency: string): string {
  const format = new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const amount = minor / 10 ** digits;
  return new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: Number.isInteger(amount) ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** A date in the viewer's time zone, without the time: "12 Jan 2027". */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** A plan's limit in words: "100 assessments", "Unlimited". */
export function limitText(key: LimitKey, value: number | null): string {
  if (value === null) return 'Unlimited';
  return `${value.toLocaleString()} ${LIMIT_LABELS[key].unit}`;
}

/** What one month costs on the interval (per seat on a per-seat plan); null: priced by agreement. */
export function monthlyPrice(plan: Plan, interval: BillingInterval): number | null {
  if (interval === 'year') return plan.priceYearly === null ? null : Math.round(plan.priceYearly / 12);
  return plan.priceMonthly;
}

/** The yearly saving against twelve monthly payments, in percent (0 when there is none). */
export function yearlySavingPercent(plan: Plan): number {
  if (!plan.priceMonthly || plan.priceYearly === null) return 0;
  return Math.max(0, Math.round((1 - plan.priceYearly / (plan.priceMonthly * 12)) * 100));
}

export const intervalOptions = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
] as const satisfies readonly { value: BillingInterval; label: string }[];

export const statusLabels = {
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
} as const;
