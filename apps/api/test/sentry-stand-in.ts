import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One item of an envelope: its header (`type`: event, transaction, client_report…) and its JSON payload. */
export interface EnvelopeItem {
  type: string;
  payload: Record<string, unknown>;
}

/** Sentry's envelope format: a header line, then for each item a header line and a payload of `length` bytes or one line. */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let offset = 0;
  const readLine = (): string => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end).toString('utf8');
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const header = JSON.parse(readLine()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const line = readLine();
    if (!line.trim()) continue;
    const itemHeader = JSON.parse(line) as { type: string; length?: number };
    let payload: string;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length).toString('utf8');
      offset += itemHeader.length + 1;
    } else payload = readLine();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(payload) as Record<string, unknown>;
    } catch {
      // Replay recordings are binary: kept as an empty payload, their type is what the tests read.
    }
    items.push({ type: itemHeader.type, payload: parsed });
  }
  return { header, items };
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
}

/**
 * A stand-in Sentry on loopback speaking the envelope protocol (`POST /api/<project>/envelope/`): the real SDKs,
 * pointed at it through `dsn`, report to it as they would to sentry.io.
 */
export async function startSentryStandIn() {
  const items: EnvelopeItem[] = [];
  const waiters: { test: () => boolean; resolve: () => void }[] = [];
  const server = createServer(async (request, response) => {
    // Browsers send envelopes cross-origin (text/plain, so no preflight is needed, but answer one anyway).
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (request.method !== 'POST' || !/^\/api\/\d+\/envelope\/?(\?|$)/.test(request.url ?? '')) {
      return void response.writeHead(404).end();
    }
    try {
      items.push(...parseEnvelope(await bodyOf(request)).items);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    } catch {
      response.writeHead(400).end();
    }
    for (const waiter of [...waiters]) {
      if (waiter.test()) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    items,
    ofType: (type: string) => items.filter((item) => item.type === type),
    /** Resolves when `test` holds over what has arrived (checked on each envelope). */
    until(test: () => boolean): Promise<void> {
      if (test()) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ test, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SentryStandIn = Awaited<ReturnType<typeof startSentryStandIn>>;
