/**
 * The part of error reporting that loads with the app: it catches uncaught errors, unhandled rejections and what
 * the error boundaries catch, and keeps them until the reporter (loaded after the first render, with Sentry only
 * when a DSN is configured) takes them. Kept tiny on purpose: everything else is a dynamic import.
 */
export type CaughtErrorKind = 'error' | 'unhandledrejection' | 'boundary';

export interface CaughtError {
  kind: CaughtErrorKind;
  error: unknown;
  /** Where it happened: the page's path and query at the time. */
  url: string;
}

type Sink = (caught: CaughtError) => void;

/** Errors met before the reporter loaded; bounded so a loop of failures cannot hold memory. */
const MAX_WAITING = 20;
let waiting: CaughtError[] = [];
let sink: Sink | null = null;
let listening = false;

const here = () => `${window.location.pathname}${window.location.search}`;

export function captureError(kind: CaughtErrorKind, error: unknown): void {
  const caught = { kind, error, url: here() };
  if (sink) sink(caught);
  else if (waiting.length < MAX_WAITING) waiting.push(caught);
}

/** The reporter takes over: it receives what waited, then every new error. */
export function drainCapturedErrors(next: Sink): void {
  sink = next;
  const pending = waiting;
  waiting = [];
  pending.forEach(next);
}

/** Listens for what nothing else catches. Call once, before the first render. */
export function listenForUncaughtErrors(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('error', (event) => {
    // Resource load failures (an <img>) arrive here too, without an error: not a script failure.
    if (event.error !== undefined || event.message) captureError('error', event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => captureError('unhandledrejection', event.reason));
}
