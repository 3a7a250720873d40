import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gitEnvironment } from './git-fixtures.js';

/**
 * Serves the bare repositories under `rootDir` (e.g. rootDir/owner/name.git) over git's smart HTTP protocol on
 * 127.0.0.1: each request runs `git http-backend` as a CGI. Read-only (receive-pack stays off). With `tokens`, every
 * request must carry one as GitHub takes it from git (`Authorization: Basic` of `x-access-token:<token>`), else 401;
 * `requests` counts what came in, `authorized` what carried the token.
 */
export async function startGitHttpServer(
  rootDir: string,
  options: { tokens?: string[] } = {},
): Promise<{ url: string; counts: { requests: number; authorized: number }; close(): Promise<void> }> {
  const backend = join(execFileSync('git', ['--exec-path'], { encoding: 'utf8' }).trim(), 'git-http-backend');
  const counts = { requests: 0, authorized: 0 };
  const accepted = options.tokens?.map((token) => `Basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`);
  const server = createServer((request, response) => {
    counts.requests += 1;
    if (accepted?.includes(request.headers.authorization ?? '')) counts.authorized += 1;
    else if (accepted) {
      response.writeHead(401, { 'www-authenticate': 'Basic realm="GitHub"', 'content-type': 'text/plain' });
      response.end('Authentication required');
      return;
    }
    const target = new URL(request.url ?? '/', 'http://127.0.0.1');
    const headerEnv: Record<string, string> = {};
    // Every request header as HTTP_* (CGI), among them HTTP_GIT_PROTOCOL, which http-backend turns into protocol v2.
    for (const [header, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      headerEnv[`HTTP_${header.toUpperCase().replace(/-/g, '_')}`] = Array.isArray(value) ? value.join(', ') : value;
    }
    const child = spawn(backend, [], {
      env: gitEnvironment({
        ...headerEnv,
        GIT_PROJECT_ROOT: rootDir,
        GIT_HTTP_EXPORT_ALL: '1',
        GATEWAY_INTERFACE: 'CGI/1.1',
        SERVER_PROTOCOL: `HTTP/${request.httpVersion}`,
        REQUEST_METHOD: request.method ?? 'GET',
        PATH_INFO: decodeURIComponent(target.pathname),
        QUERY_STRING: target.search.slice(1),
        CONTENT_TYPE: request.headers['content-type'] ?? '',
        ...(request.headers['content-length'] ? { CONTENT_LENGTH: request.headers['content-length'] } : {}),
        REMOTE_ADDR: request.socket.remoteAddress ?? '127.0.0.1',
      }),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    request.pipe(child.stdin);
    child.stdin.on('error', () => {});
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

    // CGI output: header lines ("Status: 404 Not Found", "Content-Type: …"), a blank line, then the body.
    let head = Buffer.alloc(0);
    let headersSent = false;
    child.stdout.on('data', (chunk: Buffer) => {
      if (headersSent) {
        response.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const crlf = head.indexOf('\r\n\r\n');
      const lf = head.indexOf('\n\n');
      const end = crlf !== -1 && (lf === -1 || crlf < lf) ? crlf : lf;
      if (end === -1) return;
      const separator = end === crlf ? 4 : 2;
      let status = 200;
      const headers: Record<string, string> = {};
      for (const line of head.subarray(0, end).toString('latin1').split(/\r?\n/)) {
        const colon = line.indexOf(':');
        if (colon === -1) continue;
        const name = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10) || 200;
        else headers[name] = value;
      }
      response.writeHead(status, headers);
      headersSent = true;
      const rest = head.subarray(end + separator);
      if (rest.length > 0) response.write(rest);
    });
    child.on('close', (code) => {
      if (!headersSent) {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(`git http-backend exited with ${code}: ${stderr}`);
        return;
      }
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
