import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Test support only: a real HTTP server on 127.0.0.1 (never another address) that records what it received. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface LoopbackServer {
  origin: string;
  received: ReceivedRequest[];
  /** Closes the server and destroys open sockets, including requests it chose never to answer. */
  close(): Promise<void>;
}

export type Handler = (request: ReceivedRequest, response: ServerResponse) => void;

export async function startLoopbackServer(handler: Handler): Promise<LoopbackServer> {
  const received: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      handler(request, res);
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('loopback server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An origin on 127.0.0.1 whose port was just opened and closed, so connecting to it is refused. */
export async function closedLoopbackOrigin(): Promise<string> {
  const server = await startLoopbackServer(() => undefined);
  await server.close();
  return server.origin;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, statusText?: string): void {
  const headers = { 'content-type': 'application/json' };
  if (statusText === undefined) res.writeHead(status, headers);
  else res.writeHead(status, statusText, headers);
  res.end(JSON.stringify(body));
}
