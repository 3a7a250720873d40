import { invoiceShape, subscriptionShape } from './stripe-stand-in-billing-shapes.js';
import { expand, listOf, type Route } from './stripe-stand-in-lists.js';
import { invalidRequest } from './stripe-stand-in-params.js';
import { find } from './stripe-stand-in-shapes.js';

/**
 * Subscriptions and invoices under /v1. Stripe's rules the billing code meets here: a subscription is listed without
 * the canceled ones unless `status=all` or `canceled`; an item change prorates by default
 * (`proration_behavior=create_prorations`: pending invoice items the next invoice and the preview include;
 * `always_invoice`: billed at once; `none`), never during a trial; the upcoming invoice of a subscription that ends
 * at the period's end, or was canceled, is Stripe's `invoice_upcoming_none` error.
 */

const PRORATION = ['create_prorations', 'none', 'always_invoice'] as const;

export const subscriptionRoutes: Record<string, Route> = {
  'GET /v1/subscriptions': (params, _ids, { store }) => {
    const customer = params.string('customer');
    const price = params.string('price');
    const status = params.string('status');
    const subscriptions = [...store.subscriptions.values()].filter(
      (subscription) =>
        (!customer || subscription.customer === customer) &&
        (!price || subscription.items.some((item) => item.price === price)) &&
        (status === 'all' || (status ? subscription.status === status : subscription.status !== 'canceled')),
    );
    return listOf(store, params, '/v1/subscriptions', subscriptions, (subscription) =>
      subscriptionShape(store, subscription),
    );
  },
  'GET /v1/subscriptions/*': (params, [id = ''], { store }) =>
    expand(store, subscriptionShape(store, find(store.subscriptions, 'subscription', id)), params.expand()),
  'POST /v1/subscriptions/*': (params, [id = ''], { store, billing, request }) => {
    const subscription = find(store.subscriptions, 'subscription', id);
    const items = params.objects('items')?.map((item) => ({
      id: item.string('id'),
      price: item.string('price'),
      quantity: item.integer('quantity'),
      deleted: item.boolean('deleted'),
      param: item.prefix,
    }));
    for (const item of items ?? []) {
      if (item.quantity !== undefined && item.quantity < 0) {
        throw invalidRequest('This value must be greater than or equal to 0.', `${item.param}[quantity]`);
      }
    }
    billing.updateSubscription(
      subscription,
      {
        items,
        prorationBehavior: params.oneOf('proration_behavior', PRORATION),
        prorationDate: params.integer('proration_date'),
        cancelAtPeriodEnd: params.boolean('cancel_at_period_end'),
        metadata: params.has('metadata') ? params.metadata(subscription.metadata) : undefined,
      },
      request,
    );
    return expand(store, subscriptionShape(store, subscription), params.expand());
  },
  'DELETE /v1/subscriptions/*': (params, [id = ''], { store, billing, request }) => {
    const subscription = find(store.subscriptions, 'subscription', id);
    billing.cancel(subscription, request);
    return expand(store, subscriptionShape(store, subscription), params.expand());
  },
  'GET /v1/invoices': (params, _ids, { store }) => {
    const customer = params.string('customer');
    const subscription = params.string('subscription');
    const status = params.string('status');
    const invoices = [...store.invoices.values()].filter(
      (invoice) =>
        (!customer || invoice.customer === customer) &&
        (!subscription || invoice.subscription === subscription) &&
        (!status || invoice.status === status),
    );
    return listOf(store, params, '/v1/invoices', invoices, (invoice) => invoiceShape(store, invoice));
  },
  'GET /v1/invoices/*': (params, [id = ''], { store }) =>
    expand(store, invoiceShape(store, find(store.invoices, 'invoice', id)), params.expand()),
  'GET /v1/invoices/*/lines': (params, [id = ''], { store }) => {
    const invoice = invoiceShape(store, find(store.invoices, 'invoice', id));
    const lines = [...invoice.lines.data].reverse();
    return listOf(store, params, `/v1/invoices/${id}/lines`, lines, (line) => line);
  },
  'POST /v1/invoices/create_preview': (params, _ids, { store, billing }) => {
    const customerId = params.string('customer');
    if (customerId) find(store.customers, 'customer', customerId, 'customer');
    // Since 2025-03-31.basil a preview names what it previews; a customer alone no longer does.
    if (!params.has('subscription')) {
      throw invalidRequest(
        'Missing required param: subscription. A preview needs subscription, subscription_details[items], schedule, schedule_details[phases] or invoice_items; the Stripe stand-in previews a subscription.',
        'subscription',
        'parameter_missing',
      );
    }
    const subscription = find(
      store.subscriptions,
      'subscription',
      params.requiredString('subscription'),
      'subscription',
    );
    if (customerId && subscription.customer !== customerId) {
      throw invalidRequest(
        `The subscription ${subscription.id} does not belong to the customer ${customerId}.`,
        'subscription',
      );
    }
    return expand(store, invoiceShape(store, billing.preview(subscription)), params.expand());
  },
};
