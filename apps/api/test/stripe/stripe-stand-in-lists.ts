import type { Billing } from './stripe-stand-in-billing.js';
import { invoiceShape, subscriptionShape } from './stripe-stand-in-billing-shapes.js';
import type { EventLog, RequestContext } from './stripe-stand-in-events.js';
import type { Store } from './stripe-stand-in-model.js';
import { invalidRequest, type Params } from './stripe-stand-in-params.js';
import { checkoutSessionShape, customerShape, find, priceShape, productShape } from './stripe-stand-in-shapes.js';

/**
 * What every route shares: its context, Stripe's list object (`{ object: 'list', data, has_more, url }`, newest first,
 * with `limit`, `starting_after` and `ending_before`) and `expand`, which works on any field that holds an id
 * (`subscription`, `data.customer`, `parent.subscription_details.subscription`).
 */

export interface RouteContext {
  store: Store;
  billing: Billing;
  log: EventLog;
  request: RequestContext;
}

/** A route: the request's parameters, the ids in its path (its `*`s), and what it works on. */
export type Route = (params: Params, ids: string[], context: RouteContext) => unknown;

/** Renders the object an id names, for `expand`. */
function objectById(store: Store, id: string): unknown {
  if (id.startsWith('cus_')) return customerShape(find(store.customers, 'customer', id));
  if (id.startsWith('sub_')) return subscriptionShape(store, find(store.subscriptions, 'subscription', id));
  if (id.startsWith('in_')) return invoiceShape(store, find(store.invoices, 'invoice', id));
  if (id.startsWith('price_')) return priceShape(find(store.prices, 'price', id));
  if (id.startsWith('prod_')) return productShape(find(store.products, 'product', id));
  if (id.startsWith('cs_')) return checkoutSessionShape(store, find(store.checkoutSessions, 'checkout.session', id));
  return undefined;
}

/** Replaces the ids on each `expand` path with their objects (Stripe allows four levels). */
export function expand<T>(store: Store, json: T, paths: string[]): T {
  for (const path of paths) {
    const segments = path.split('.');
    const cannot = () => invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
    if (segments.length > 4) throw invalidRequest(`You cannot expand more than 4 levels of a property.`, 'expand');
    const walk = (node: unknown, [key = '', ...rest]: string[]): void => {
      if (node === null || typeof node !== 'object') return;
      const object = node as Record<string, unknown>;
      if (object.object === 'list' && key === 'data' && rest.length > 0) {
        for (const element of object.data as unknown[]) walk(element, rest);
        return;
      }
      if (!(key in object)) throw cannot();
      let value = object[key];
      if (typeof value === 'string') {
        value = objectById(store, value);
        if (value === undefined) throw cannot();
        object[key] = value;
      } else if (value !== null && typeof value !== 'object') {
        throw cannot();
      }
      if (rest.length > 0) walk(value, rest);
    };
    walk(json, segments);
  }
  return json;
}

/** One page of `records` (oldest first in the store, newest first on the page), as Stripe's list object. */
export function listOf<T extends { id: string }>(
  store: Store,
  params: Params,
  url: string,
  records: T[],
  render: (record: T) => unknown,
) {
  const limit = params.integer('limit') ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalidRequest('This value must be between 1 and 100 (inclusive).', 'limit', 'parameter_invalid_integer');
  }
  const newestFirst = [...records].reverse();
  const after = params.string('starting_after');
  const before = params.string('ending_before');
  let page = newestFirst;
  let hasMore: boolean;
  if (before) {
    const index = newestFirst.findIndex((record) => record.id === before);
    if (index < 0) throw invalidRequest(`No such object: '${before}'`, 'ending_before', 'resource_missing');
    page = newestFirst.slice(Math.max(0, index - limit), index);
    hasMore = index - limit > 0;
  } else {
    const start = after ? newestFirst.findIndex((record) => record.id === after) + 1 : 0;
    if (after && start === 0) throw invalidRequest(`No such object: '${after}'`, 'starting_after', 'resource_missing');
    page = newestFirst.slice(start, start + limit);
    hasMore = start + limit < newestFirst.length;
  }
  const list = { object: 'list', data: page.map(render), has_more: hasMore, url };
  return expand(store, list, params.expand());
}

export function validUrl(params: Params, key: string): string | null {
  const value = params.string(key);
  if (value === undefined || value === '') return null;
  try {
    new URL(value);
  } catch {
    throw invalidRequest('Not a valid URL', key, 'url_invalid');
  }
  return value;
}
