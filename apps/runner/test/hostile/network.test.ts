import { readFileSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { job } from '../runner-fixture.js';
import { expectHostile, hostileRunner, LANGUAGES, printedJson, sources } from './hostile-helpers.js';

// H11 network egress (only loopback inside), H12 internal services on the host's loopback. Every connection this
// file makes, from the host or from a box, goes to 127.0.0.1 and nowhere else.
const runner = hostileRunner();
const LIMITS = { cpuMs: 1_000, wallMs: 3_000, memoryMb: 128 };

/** Interface names in /proc/net/dev (every interface, up or down). */
const procNetDev = (text: string) => text.split('\n').slice(2).map((line) => line.split(':')[0]!.trim()).filter(Boolean);

const interfaces = sources(
  `const fs = require('node:fs');
const os = require('node:os');
const dev = fs.readFileSync('/proc/net/dev', 'utf8').split('\\n').slice(2).map((line) => line.split(':')[0].trim()).filter(Boolean);
console.log(JSON.stringify({ withAddresses: Object.keys(os.networkInterfaces()), all: dev }));`,
  `import json, socket
with open("/proc/net/dev") as handle:
    dev = [line.split(":")[0].strip() for line in handle.read().split("\\n")[2:] if line.strip()]
print(json.dumps({"ifNameIndex": [name for _, name in socket.if_nameindex()], "all": dev}))`,
);

const connect = (ports: number[]) => sources(
  `const net = require('node:net');
Promise.all(${JSON.stringify(ports)}.map((port) => new Promise((resolve) => {
  const socket = net.connect({ host: '127.0.0.1', port });
  socket.setTimeout(2000, () => { socket.destroy(); resolve([port, 'ETIMEDOUT']); });
  socket.on('connect', () => { socket.destroy(); resolve([port, 'connected']); });
  socket.on('error', (error) => resolve([port, error.code]));
}))).then((results) => console.log(JSON.stringify(Object.fromEntries(results))));`,
  `import errno, json, socket
results = {}
for port in ${JSON.stringify(ports)}:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
        results[port] = "connected"
    except socket.timeout:
        results[port] = "ETIMEDOUT"
    except OSError as error:
        results[port] = errno.errorcode.get(error.errno, str(error))
print(json.dumps(results))`,
);

let server: Server;
let apiPort = 0;
let accepted = 0;

beforeAll(async () => {
  // Stands in for the API: listening on the host's loopback, where a box must not reach it.
  server = createServer((socket) => {
    accepted += 1;
    socket.end('hello from the host\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiPort = (server.address() as { port: number }).port;
  // From the host it is reachable, so a refusal inside the box means something.
  await new Promise<void>((resolve, reject) => createConnection({ host: '127.0.0.1', port: apiPort }).on('data', () => resolve()).on('error', reject));
  expect(accepted).toBe(1);
  accepted = 0;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.each(LANGUAGES)('%s', (language) => {
  it('the box has no network interface but loopback', async () => {
    // The host has more than loopback, so the box's view is its own.
    expect(procNetDev(readFileSync('/proc/net/dev', 'utf8')).filter((name) => name !== 'lo').length).toBeGreaterThan(0);
    const { report } = await expectHostile({ runner, job: job(language, interfaces[language], undefined, LIMITS), verdict: 'accepted' });
    expect(printedJson(report)).toEqual(language === 'python' ? { ifNameIndex: ['lo'], all: ['lo'] } : { withAddresses: ['lo'], all: ['lo'] });
  });

  it("connections to the host's loopback (the API port, 5432, 6379) are refused", async () => {
    const ports = [apiPort, 5432, 6379];
    const { report } = await expectHostile({ runner, job: job(language, connect(ports)[language], undefined, { ...LIMITS, wallMs: 5_000 }), verdict: 'accepted' });
    expect(printedJson(report)).toEqual(Object.fromEntries(ports.map((port) => [String(port), 'ECONNREFUSED'])));
    expect(accepted).toBe(0);
  });
});
