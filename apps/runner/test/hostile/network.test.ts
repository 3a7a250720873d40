import { readFileSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { job } from '../runner-fixture.js';
import { cProgram, goProgram, javaProgram, rustProgram } from './compiled-preludes.js';
import { expectHostile, hostileRunner, PROGRAM_LANGUAGES, printedJson, sources } from './hostile-helpers.js';

// H11 network egress (only loopback inside), H12 internal services on the host's loopback. Every connection this
// file makes, from the host or from a box, goes to 127.0.0.1 and nowhere else. (Not SQL: a read query has no way to
// open a connection; PostgreSQL runs in single-user mode, with no extension such as dblink installed.)
const runner = hostileRunner();
const LIMITS = { cpuMs: 1_000, wallMs: 3_000, memoryMb: 128 };

/** Interface names in /proc/net/dev (every interface, up or down). */
const procNetDev = (text: string) =>
  text
    .split('\n')
    .slice(2)
    .map((line) => line.split(':')[0]!.trim())
    .filter(Boolean);

const interfaces = sources({
  node: `const fs = require('node:fs');
const os = require('node:os');
const dev = fs.readFileSync('/proc/net/dev', 'utf8').split('\\n').slice(2).map((line) => line.split(':')[0].trim()).filter(Boolean);
console.log(JSON.stringify({ withAddresses: Object.keys(os.networkInterfaces()), all: dev }));`,
  python: `import json, socket
with open("/proc/net/dev") as handle:
    dev = [line.split(":")[0].strip() for line in handle.read().split("\\n")[2:] if line.strip()]
print(json.dumps({"ifNameIndex": [name for _, name in socket.if_nameindex()], "all": dev}))`,
  // Compiled programs list the interfaces the way their standard library does (if_nameindex, NetworkInterface,
  // net.Interfaces) beside /proc/net/dev.
  c: cProgram(String.raw`#include <net/if.h>
int main(void) {
  json_begin('{');
  json_key("interfaces");
  json_begin('[');
  struct if_nameindex *names = if_nameindex();
  for (struct if_nameindex *name = names; name && name->if_name; name += 1) json_str(name->if_name);
  json_end(']');
  json_key("all");
  json_begin('[');
  FILE *dev = fopen("/proc/net/dev", "r");
  char line[512];
  for (int row = 0; dev && fgets(line, sizeof line, dev); row += 1) {
    char *colon = strchr(line, ':');
    if (row < 2 || !colon) continue;
    *colon = 0;
    char *start = line;
    while (*start == ' ') start += 1;
    json_str(start);
  }
  json_end(']');
  json_end('}');
  return 0;
}`),
  java: javaProgram(String.raw`  public static void main(String[] args) throws Exception {
    List<String> names = new ArrayList<>();
    for (NetworkInterface found : Collections.list(NetworkInterface.getNetworkInterfaces())) names.add(found.getName());
    List<String> all = new ArrayList<>();
    List<String> lines = Files.readAllLines(Path.of("/proc/net/dev"));
    for (String line : lines.subList(2, lines.size())) if (line.contains(":")) all.add(line.split(":")[0].trim());
    printJson(obj("interfaces", names, "all", all));
  }`),
  go: goProgram(
    ['net', 'strings'],
    String.raw`func main() {
	found, err := net.Interfaces()
	if err != nil {
		panic(err)
	}
	names := []string{}
	for _, iface := range found {
		names = append(names, iface.Name)
	}
	dev, err := os.ReadFile("/proc/net/dev")
	if err != nil {
		panic(err)
	}
	all := []string{}
	for _, line := range strings.Split(string(dev), "\n")[2:] {
		if name, _, ok := strings.Cut(line, ":"); ok {
			all = append(all, strings.TrimSpace(name))
		}
	}
	printJSON(obj{"interfaces": names, "all": all})
}`,
  ),
  rust: rustProgram(String.raw`#[repr(C)]
struct IfNameIndex {
    index: u32,
    name: *const std::os::raw::c_char,
}
extern "C" {
    fn if_nameindex() -> *const IfNameIndex;
}
fn main() {
    let mut names = Vec::new();
    unsafe {
        let mut entry = if_nameindex();
        while !entry.is_null() && !(*entry).name.is_null() {
            names.push(s(std::ffi::CStr::from_ptr((*entry).name).to_string_lossy()));
            entry = entry.add(1);
        }
    }
    let dev = std::fs::read_to_string("/proc/net/dev").unwrap();
    let all = dev.lines().skip(2).filter_map(|line| line.split_once(':')).map(|(name, _)| s(name.trim())).collect();
    print_json(J::O(vec![("interfaces".into(), J::A(names)), ("all".into(), J::A(all))]));
}`),
});

const connect = (ports: number[]) =>
  sources({
    node: `const net = require('node:net');
Promise.all(${JSON.stringify(ports)}.map((port) => new Promise((resolve) => {
  const socket = net.connect({ host: '127.0.0.1', port });
  socket.setTimeout(2000, () => { socket.destroy(); resolve([port, 'ETIMEDOUT']); });
  socket.on('connect', () => { socket.destroy(); resolve([port, 'connected']); });
  socket.on('error', (error) => resolve([port, error.code]));
}))).then((results) => console.log(JSON.stringify(Object.fromEntries(results))));`,
    python: `import errno, json, socket
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
    c: cProgram(String.raw`#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
int main(void) {
  const int ports[] = {${ports.join(', ')}};
  json_begin('{');
  for (size_t i = 0; i < sizeof ports / sizeof *ports; i += 1) {
    char name[16];
    snprintf(name, sizeof name, "%d", ports[i]);
    json_key(name);
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct timeval timeout = {2, 0};
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, sizeof timeout);
    struct sockaddr_in address;
    memset(&address, 0, sizeof address);
    address.sin_family = AF_INET;
    address.sin_port = htons((unsigned short)ports[i]);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (connect(fd, (struct sockaddr *)&address, sizeof address) == 0) json_str("connected");
    else json_str(errno == EINPROGRESS ? "ETIMEDOUT" : errno_name(errno));
    close(fd);
  }
  json_end('}');
  return 0;
}`),
    java: javaProgram(String.raw`  public static void main(String[] args) {
    Map<String, Object> results = new LinkedHashMap<>();
    for (int port : new int[] {${ports.join(', ')}}) {
      try (Socket socket = new Socket()) {
        socket.connect(new InetSocketAddress("127.0.0.1", port), 2000);
        results.put(String.valueOf(port), "connected");
      } catch (IOException error) {
        results.put(String.valueOf(port), code(error));
      }
    }
    printJson(results);
  }`),
    go: goProgram(
      ['net', 'strconv', 'time'],
      String.raw`func main() {
	results := obj{}
	for _, port := range []int{${ports.join(', ')}} {
		conn, err := net.DialTimeout("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)), 2*time.Second)
		if err != nil {
			results[strconv.Itoa(port)] = errName(err)
		} else {
			conn.Close()
			results[strconv.Itoa(port)] = "connected"
		}
	}
	printJSON(results)
}`,
    ),
    rust: rustProgram(String.raw`fn main() {
    let mut results = Vec::new();
    for port in [${ports.join(', ')}] {
        let address = std::net::SocketAddr::from(([127, 0, 0, 1], port));
        let result = match std::net::TcpStream::connect_timeout(&address, std::time::Duration::from_secs(2)) {
            Ok(_) => "connected".to_string(),
            Err(error) => code(&error),
        };
        results.push((port.to_string(), s(result)));
    }
    print_json(J::O(results));
}`),
  });

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
  await new Promise<void>((resolve, reject) =>
    createConnection({ host: '127.0.0.1', port: apiPort })
      .on('data', () => resolve())
      .on('error', reject),
  );
  expect(accepted).toBe(1);
  accepted = 0;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.each(PROGRAM_LANGUAGES)('%s', (language) => {
  it('the box has no network interface but loopback', async () => {
    // The host has more than loopback, so the box's view is its own.
    expect(procNetDev(readFileSync('/proc/net/dev', 'utf8')).filter((name) => name !== 'lo').length).toBeGreaterThan(0);
    const { report } = await expectHostile({
      runner,
      job: job(language, interfaces[language], undefined, LIMITS),
      verdict: 'accepted',
    });
    const listed =
      language === 'python'
        ? 'ifNameIndex'
        : language === 'javascript' || language === 'typescript'
          ? 'withAddresses'
          : 'interfaces';
    expect(printedJson(report)).toEqual({ [listed]: ['lo'], all: ['lo'] });
  });

  it("connections to the host's loopback (the API port, 5432, 6379) are refused", async () => {
    const ports = [apiPort, 5432, 6379];
    const { report } = await expectHostile({
      runner,
      job: job(language, connect(ports)[language], undefined, { ...LIMITS, wallMs: 5_000 }),
      verdict: 'accepted',
    });
    expect(printedJson(report)).toEqual(Object.fromEntries(ports.map((port) => [String(port), 'ECONNREFUSED'])));
    expect(accepted).toBe(0);
  });
});
