import type { Metadata } from './stripe-stand-in-model.js';

/**
 * Stripe's request encoding and error answers. The SDK sends `application/x-www-form-urlencoded` bodies (and GET
 * queries) in bracket notation, arrays indexed: `line_items[0][price]=price_…&expand[0]=subscription&metadata[org]=x`;
 * `expand[]=…` (what curl users write) is read too. An empty value unsets: `metadata[org]=` removes a key,
 * `metadata=` all of them.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
type FormObject = { [key: string]: FormValue };

export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match?.[1]) {
      root[rawKey] = value;
      continue;
    }
    const path = [match[1], ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '')];
    let node = root;
    path.forEach((segment, index) => {
      // `key[]` appends: the next free index.
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next !== 'object' || Array.isArray(next)) node[key] = {};
      node = node[key] as FormObject;
    });
  }
  return withArrays(root) as FormObject;
}

/** `{ '0': a, '1': b }` becomes `[a, b]`, all the way down. */
function withArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, withArrays(value[key] as FormValue)]));
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key] as FormValue);
  }
  return converted;
}

export interface StripeErrorBody {
  type: string;
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
}

/** An answer in Stripe's error shape: `{ error: { type, message, code?, param? } }`. */
export class StripeError extends Error {
  readonly error: StripeErrorBody;
  constructor(
    readonly status: number,
    error: StripeErrorBody,
  ) {
    super(error.message);
    this.error = error.code
      ? { ...error, doc_url: `https://stripe.com/docs/error-codes/${error.code.replace(/_/g, '-')}` }
      : error;
  }
}

export const invalidRequest = (message: string, param?: string, code?: string) =>
  new StripeError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });

/**
 * An unknown id: 404 for the id in the path (param 'id'), 400 for an id given as a parameter (Stripe's answers).
 */
export const noSuch = (kind: string, id: string, param?: string) =>
  new StripeError(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: param ?? 'id',
  });

/** Typed reads of a decoded form; errors name the parameter as Stripe does (`line_items[0][price]`). */
export class Params {
  constructor(
    readonly raw: FormObject,
    /** Where these parameters sit: '' at the top, `line_items[0]` for an element. */
    readonly prefix = '',
    /** Top-level parameters the route read; the rest are listed as ignored in the request log. */
    readonly used = new Set<string>(),
  ) {}

  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  private get(key: string): FormValue | undefined {
    this.used.add(this.prefix ? (this.prefix.split('[')[0] ?? key) : key);
    return this.raw[key];
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  string(key: string): string | undefined {
    const value = this.get(key);
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${JSON.stringify(value)}`, this.name(key));
    return value;
  }

  requiredString(key: string): string {
    const value = this.string(key);
    if (value === undefined || value === '') {
      throw invalidRequest(`Missing required param: ${this.name(key)}.`, this.name(key), 'parameter_missing');
    }
    return value;
  }

  /** A string, or null when sent empty (Stripe's way of unsetting a field). */
  nullableString(key: string): string | null | undefined {
    const value = this.string(key);
    return value === '' ? null : value;
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      throw invalidRequest(
        `Invalid ${this.name(key)}: must be one of ${allowed.join(', ')}`,
        this.name(key),
        'parameter_invalid_string',
      );
    }
    return value as T;
  }

  integer(key: string): number | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) {
      throw invalidRequest(`Invalid integer: ${value}`, this.name(key), 'parameter_invalid_integer');
    }
    return Number(value);
  }

  boolean(key: string): boolean | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, this.name(key));
    return value === 'true';
  }

  /** The nested parameters under `key` (`subscription_data[…]`), or an empty set. */
  child(key: string): Params {
    const value = this.get(key);
    if (value !== undefined && (typeof value !== 'object' || Array.isArray(value))) {
      throw invalidRequest(`Invalid object`, this.name(key));
    }
    return new Params(value ?? {}, this.name(key), this.used);
  }

  /** An array parameter (`items[0][…]`, `lookup_keys[0]=…`), each element as Params or string. */
  list(key: string): FormValue[] | undefined {
    const value = this.get(key);
    if (value === undefined || value === '') return value === '' ? [] : undefined;
    if (!Array.isArray(value)) throw invalidRequest(`Invalid array`, this.name(key));
    return value;
  }

  objects(key: string): Params[] | undefined {
    return this.list(key)?.map((element, index) => {
      const name = `${this.name(key)}[${index}]`;
      if (typeof element !== 'object' || Array.isArray(element)) throw invalidRequest('Invalid object', name);
      return new Params(element, name, this.used);
    });
  }

  strings(key: string): string[] | undefined {
    return this.list(key)?.map((element, index) => {
      if (typeof element !== 'string') throw invalidRequest('Invalid string', `${this.name(key)}[${index}]`);
      return element;
    });
  }

  expand(): string[] {
    return this.strings('expand') ?? [];
  }

  /** `metadata[…]` merged into `current`: an empty value removes its key, `metadata=` removes all. */
  metadata(current: Metadata = {}, key = 'metadata'): Metadata {
    const value = this.get(key);
    if (value === undefined) return current;
    if (value === '') return {};
    if (typeof value !== 'object') throw invalidRequest('Invalid object', this.name(key));
    const entries = Array.isArray(value) ? value.map((v, index) => [String(index), v] as const) : Object.entries(value);
    const merged: Metadata = { ...current };
    for (const [name, entry] of entries) {
      const param = `${this.name(key)}[${name}]`;
      if (typeof entry !== 'string') throw invalidRequest('Invalid string', param);
      if (name.length > 40) {
        throw invalidRequest(
          `Metadata keys can have up to 40 characters, but you passed in a key that is ${name.length} characters long.`,
          param,
        );
      }
      if (entry.length > 500) {
        throw invalidRequest(
          `Metadata values can have up to 500 characters, but you passed in a value that is ${entry.length} characters long.`,
          param,
        );
      }
      if (entry === '') delete merged[name];
      else merged[name] = entry;
    }
    if (Object.keys(merged).length > 50) throw invalidRequest('You can specify up to 50 metadata keys.', key);
    return merged;
  }

  /** Top-level parameters no route read (kept in the request log, so a test sees what the stand-in ignored). */
  ignored(): string[] {
    return Object.keys(this.raw).filter((key) => !this.used.has(key));
  }
}
