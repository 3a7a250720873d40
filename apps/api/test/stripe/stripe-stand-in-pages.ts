import type { Billing } from './stripe-stand-in-billing.js';
import { invoiceShape, invoiceTotals } from './stripe-stand-in-billing-shapes.js';
import { NO_REQUEST, type EventLog } from './stripe-stand-in-events.js';
import type { CheckoutSessionRecord, InvoiceRecord, PriceRecord, Store } from './stripe-stand-in-model.js';
import { checkoutAmounts, money, shortDate } from './stripe-stand-in-shapes.js';

/**
 * The pages Stripe hosts, small and plain for a browser journey: Checkout (`/checkout/pay/{session}`: the plan, price
 * × quantity and interval, "Pay and subscribe", "Cancel"), the billing portal (`/portal/{session}`: the plans with
 * "Cancel plan", the invoices, "Return to Assay"), and each invoice (`/invoice/{id}`, its PDF at `/invoice/{id}/pdf`).
 * Paying and cancelling wait for the webhooks to be answered before redirecting, so the page the browser lands on
 * can already show their effect.
 */

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function html(status: number, title: string, main: string): PageAnswer {
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
button{font:inherit;padding:.5rem 1rem}table{border-collapse:collapse}td,th{padding:.25rem .75rem;text-align:left}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`,
  };
}

const redirect = (location: string): PageAnswer => ({ status: 303, headers: { location }, body: '' });

function per(price: PriceRecord): string {
  const { interval = 'month', intervalCount = 1 } = price.recurring ?? {};
  return intervalCount === 1 ? `per ${interval}` : `every ${intervalCount} ${interval}s`;
}

function checkoutPage(store: Store, session: CheckoutSessionRecord): PageAnswer {
  if (session.status !== 'open') {
    const next = session.successUrl ? `<p><a href="${escape(successUrl(session))}">Continue</a></p>` : '';
    return html(200, 'Checkout complete', `<h1>This checkout is complete</h1>\n${next}`);
  }
  const customer = session.customer ? store.customers.get(session.customer) : undefined;
  const email = customer?.email ?? session.customerEmail;
  const lines = session.lineItems.map((line) => {
    const price = store.prices.get(line.price) as PriceRecord;
    const name = store.products.get(price.product)?.name ?? price.product;
    return `<li><span class="plan">${escape(name)}</span>: <span class="price">${escape(
      `${money(price.unitAmount, price.currency)} × ${line.quantity} ${per(price)}`,
    )}</span></li>`;
  });
  const first = store.prices.get(session.lineItems[0]?.price ?? '') as PriceRecord;
  const amounts = checkoutAmounts(store, session);
  const total = `${money(amounts.recurringTotal, first.currency)} ${per(first)}`;
  const trial = session.subscriptionData.trialPeriodDays;
  const cancel = session.cancelUrl ? `<p><a href="${escape(session.cancelUrl)}">Cancel</a></p>` : '';
  return html(
    200,
    'Subscribe',
    `<h1>Subscribe</h1>
${email ? `<p>Customer: ${escape(email)}</p>` : ''}
<ul>
${lines.join('\n')}
</ul>
<p>${trial ? `${trial}-day free trial, then ${escape(total)}` : `Total: ${escape(total)}`}</p>
<p>Due today: ${escape(money(amounts.total, first.currency))}</p>
<form method="post" action="/checkout/pay/${escape(session.id)}">
<button type="submit">Pay and subscribe</button>
</form>
${cancel}`,
  );
}

function successUrl(session: CheckoutSessionRecord): string {
  return (session.successUrl ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

function portalPage(store: Store, portal: { id: string; customer: string; returnUrl: string | null }): PageAnswer {
  const customer = store.customers.get(portal.customer);
  const subscriptions = [...store.subscriptions.values()].filter(
    (subscription) => subscription.customer === portal.customer && subscription.status !== 'canceled',
  );
  const plans = subscriptions.map((subscription) => {
    const item = subscription.items[0];
    const price = store.prices.get(item?.price ?? '') as PriceRecord;
    const name = store.products.get(price.product)?.name ?? price.product;
    const end = shortDate(item?.periodEnd ?? subscription.created);
    const cancel = subscription.cancelAtPeriodEnd
      ? `<p>Ends on ${end}</p>`
      : `<p>Renews on ${end}</p>
<form method="post" action="/portal/${escape(portal.id)}/cancel">
<input type="hidden" name="subscription" value="${escape(subscription.id)}">
<button type="submit">Cancel plan</button>
</form>`;
    return `<section aria-label="${escape(name)}">
<h3>${escape(name)}</h3>
<p>${escape(`${money(price.unitAmount, price.currency)} × ${item?.quantity ?? 1} ${per(price)}`)} (${escape(subscription.status)})</p>
${cancel}
</section>`;
  });
  const invoices = [...store.invoices.values()]
    .filter((invoice) => invoice.customer === portal.customer && invoice.status !== 'draft')
    .reverse()
    .map((invoice) => {
      const json = invoiceShape(store, invoice);
      return `<tr><td>${escape(invoice.number ?? '')}</td><td>${shortDate(invoice.created)}</td><td>${escape(
        money(json.total, invoice.currency),
      )}</td><td>${escape(invoice.status)}</td><td><a href="${escape(json.hosted_invoice_url ?? '')}">View</a></td></tr>`;
    });
  const back = portal.returnUrl ? `<p><a href="${escape(portal.returnUrl)}">Return to Assay</a></p>` : '';
  return html(
    200,
    'Billing',
    `<h1>Billing</h1>
${customer?.email ? `<p>${escape(customer.email)}</p>` : ''}
<h2>Plans</h2>
${plans.join('\n') || '<p>No plans.</p>'}
<h2>Invoices</h2>
${
  invoices.length > 0
    ? `<table>
<thead><tr><th>Number</th><th>Date</th><th>Amount</th><th>Status</th><th>Invoice</th></tr></thead>
<tbody>
${invoices.join('\n')}
</tbody>
</table>`
    : '<p>No invoices.</p>'
}
${back}`,
  );
}

function invoicePage(store: Store, invoice: InvoiceRecord): PageAnswer {
  const json = invoiceShape(store, invoice);
  const lines = invoice.lines.map(
    (line) => `<tr><td>${escape(line.description)}</td><td>${escape(money(line.amount, invoice.currency))}</td></tr>`,
  );
  return html(
    200,
    `Invoice ${invoice.number ?? ''}`,
    `<h1>Invoice ${escape(invoice.number ?? '')}</h1>
<p>Status: ${escape(invoice.status)}</p>
<table>
<tbody>
${lines.join('\n')}
</tbody>
</table>
<p>Total: ${escape(money(json.total, invoice.currency))}</p>
<p>Amount due: ${escape(money(json.amount_due, invoice.currency))}</p>
<p>Amount paid: ${escape(money(json.amount_paid, invoice.currency))}</p>
<p><a href="${escape(json.invoice_pdf ?? '')}">Download PDF</a></p>`,
  );
}

/** A one-page PDF with the invoice's lines (ASCII text in Helvetica). */
function invoicePdf(invoice: InvoiceRecord): PageAnswer {
  const amount = (value: number) => `${(value / 100).toFixed(2)} ${invoice.currency.toUpperCase()}`;
  const text = [
    `Invoice ${invoice.number ?? ''}`,
    ...invoice.lines.map((line) => `${line.description}  ${amount(line.amount)}`),
    `Amount due: ${amount(invoiceTotals(invoice).amountDue)}`,
    `Status: ${invoice.status}`,
  ].map((line) => line.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&'));
  const stream = text.map((line, index) => `BT /F1 12 Tf 50 ${750 - index * 18} Td (${line}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { status: 200, headers: { 'content-type': 'application/pdf' }, body: Buffer.from(pdf, 'latin1') };
}

const notFoundPage = () => html(404, 'Not found', '<h1>Not found</h1>');

/** A hosted page's answer, or null when the path is not one (then it is the API). */
export async function handlePage(
  method: string,
  path: string,
  form: URLSearchParams,
  { store, billing, log }: { store: Store; billing: Billing; log: EventLog },
): Promise<PageAnswer | null> {
  const [, area, ...rest] = path.split('/').map((segment) => decodeURIComponent(segment));
  if (area === 'checkout' && rest[0] === 'pay' && rest.length === 2) {
    const session = store.checkoutSessions.get(rest[1] ?? '');
    if (!session) return notFoundPage();
    if (method === 'GET') return checkoutPage(store, session);
    if (method !== 'POST') return null;
    billing.completeCheckout(session.id);
    await log.drain();
    return session.successUrl ? redirect(successUrl(session)) : html(200, 'Paid', '<h1>Payment complete</h1>');
  }
  if (area === 'portal' && rest.length >= 1) {
    const portal = store.portalSessions.get(rest[0] ?? '');
    if (!portal) return notFoundPage();
    if (method === 'GET' && rest.length === 1) return portalPage(store, portal);
    if (method === 'POST' && rest[1] === 'cancel') {
      const subscription = store.subscriptions.get(form.get('subscription') ?? '');
      if (!subscription || subscription.customer !== portal.customer) return notFoundPage();
      billing.updateSubscription(subscription, { cancelAtPeriodEnd: true }, NO_REQUEST);
      await log.drain();
      return redirect(`/portal/${portal.id}`);
    }
    return null;
  }
  if (area === 'invoice' && rest.length >= 1 && method === 'GET') {
    const invoice = store.invoices.get(rest[0] ?? '');
    if (!invoice || invoice.status === 'draft') return notFoundPage();
    if (rest.length === 1) return invoicePage(store, invoice);
    if (rest[1] === 'pdf') return invoicePdf(invoice);
  }
  return null;
}
