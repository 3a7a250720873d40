import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Package registries on loopback for the dependency cache's real installs (issue 28): an npm registry and a PyPI
 * "simple" index, each a node:http server on 127.0.0.1 serving packages the test builds (a tarball made with `tar`,
 * a pure-Python wheel zipped by Python's zipfile). Nothing leaves 127.0.0.1. Each counts the requests it was asked
 * and can be told to answer every request with an error status (`failWith`), as a broken registry would.
 */

const execFileAsync = promisify(execFile);

interface Served {
  readonly url: string;
  /** Every request's path, in order. */
  readonly requests: string[];
  /** Answer every request with this status (null: serve normally). */
  failWith: number | null;
  close(): Promise<void>;
}

async function listen(handle: (request: IncomingMessage, response: ServerResponse) => void): Promise<Server> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

export interface NpmTarball {
  name: string;
  version: string;
  tarball: Buffer;
  /** `sha512-<base64>` of the tarball, as a lock's `integrity`. */
  integrity: string;
  /** It has a preinstall, install or postinstall script (the lock says so, and npm runs them only then). */
  hasInstallScript: boolean;
}

/** An npm package tarball (`package/…` inside, as `npm pack` makes it) of these files, package.json included. */
export async function packNpmPackage(
  workDir: string,
  manifest: { name: string; version: string } & Record<string, unknown>,
  files: Record<string, string>,
): Promise<NpmTarball> {
  const root = join(workDir, `${manifest.name.replace('/', '+')}-${manifest.version}`);
  for (const [path, content] of Object.entries({ ...files, 'package.json': JSON.stringify(manifest, null, 2) })) {
    mkdirSync(dirname(join(root, 'package', path)), { recursive: true });
    writeFileSync(join(root, 'package', path), content);
  }
  const file = join(root, 'package.tgz');
  await execFileAsync('tar', ['-czf', file, '-C', root, 'package']);
  const tarball = readFileSync(file);
  return {
    name: manifest.name,
    version: manifest.version,
    tarball,
    integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
    hasInstallScript: ['preinstall', 'install', 'postinstall'].some(
      (script) => (manifest.scripts as Record<string, string> | undefined)?.[script] !== undefined,
    ),
  };
}

export interface NpmRegistry extends Served {
  /** Where the registry serves a package's tarball: a lock's `resolved`. */
  tarballUrl(name: string, version: string): string;
  /** A package-lock.json (v3) of a project depending on these packages, resolved on this registry. */
  lockFor(project: string, packages: NpmTarball[]): Record<string, unknown>;
}

/** An npm registry on loopback: `GET /<name>` the packument, `GET /<name>/-/<file>.tgz` the tarball. */
export async function startNpmRegistry(packages: NpmTarball[]): Promise<NpmRegistry> {
  const requests: string[] = [];
  let url = '';
  const fileName = (name: string, version: string) => `${name.split('/').pop()}-${version}.tgz`;
  const tarballUrl = (name: string, version: string) => `${url}${name}/-/${fileName(name, version)}`;
  const state: { failWith: number | null } = { failWith: null };
  const server = await listen((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(path);
    if (state.failWith !== null) {
      response.writeHead(state.failWith, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: `stand-in answering ${state.failWith}` }));
      return;
    }
    for (const pkg of packages) {
      if (path === `/${pkg.name}`) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            name: pkg.name,
            'dist-tags': { latest: pkg.version },
            versions: {
              [pkg.version]: {
                name: pkg.name,
                version: pkg.version,
                dist: { tarball: tarballUrl(pkg.name, pkg.version), integrity: pkg.integrity },
              },
            },
          }),
        );
        return;
      }
      if (path === `/${pkg.name}/-/${fileName(pkg.name, pkg.version)}`) {
        response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': pkg.tarball.length });
        response.end(pkg.tarball);
        return;
      }
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end('{"error":"Not found"}');
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    requests,
    get failWith() {
      return state.failWith;
    },
    set failWith(status: number | null) {
      state.failWith = status;
    },
    tarballUrl,
    lockFor: (project, served) => ({
      name: project,
      version: '1.0.0',
      lockfileVersion: 3,
      requires: true,
      packages: {
        '': {
          name: project,
          version: '1.0.0',
          dependencies: Object.fromEntries(served.map((pkg) => [pkg.name, pkg.version])),
        },
        ...Object.fromEntries(
          served.map((pkg) => [
            `node_modules/${pkg.name}`,
            {
              version: pkg.version,
              resolved: tarballUrl(pkg.name, pkg.version),
              integrity: pkg.integrity,
              ...(pkg.hasInstallScript ? { hasInstallScript: true } : {}),
            },
          ]),
        ),
      },
    }),
    close: () => closeServer(server),
  };
}

export interface PythonDistribution {
  /** The project's normalized name, as the simple index lists it. */
  project: string;
  fileName: string;
  content: Buffer;
}

/**
 * A pure-Python wheel (`py3-none-any`) of `module/__init__.py` with this source, its dist-info (METADATA, WHEEL,
 * RECORD with the files' hashes), zipped by Python's zipfile.
 */
export async function buildWheel(
  workDir: string,
  { name, version, source }: { name: string; version: string; source: string },
): Promise<PythonDistribution> {
  const fileName = `${name}-${version}-py3-none-any.whl`;
  const path = join(workDir, fileName);
  const script = `
import base64, hashlib, sys, zipfile
name, version, source, path = sys.argv[1:5]
info = f"{name}-{version}.dist-info"
files = {
    f"{name}/__init__.py": source,
    f"{info}/METADATA": f"Metadata-Version: 2.1\\nName: {name}\\nVersion: {version}\\n",
    f"{info}/WHEEL": "Wheel-Version: 1.0\\nGenerator: assay-test\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n",
}
def digest(text):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(text.encode()).digest()).rstrip(b"=").decode()
record = "".join(f"{p},{digest(t)},{len(t.encode())}\\n" for p, t in files.items()) + f"{info}/RECORD,,\\n"
with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as wheel:
    for p, t in {**files, f"{info}/RECORD": record}.items():
        wheel.writestr(p, t)
`;
  await execFileAsync('python3', ['-c', script, name, version, source, path]);
  return { project: name.toLowerCase().replace(/[-_.]+/g, '-'), fileName, content: readFileSync(path) };
}

/** A source distribution's name only: the index lists it, pip with `--only-binary=:all:` must not take it. */
export const sdistOnly = (name: string, version: string): PythonDistribution => ({
  project: name.toLowerCase().replace(/[-_.]+/g, '-'),
  fileName: `${name}-${version}.tar.gz`,
  content: Buffer.from('not a real sdist: pip must never download it'),
});

/** A PyPI "simple" index on loopback (PEP 503): `GET /simple/<project>/` the links, `GET /files/<file>` a file. */
export async function startPythonIndex(distributions: PythonDistribution[]): Promise<Served & { indexUrl: string }> {
  const requests: string[] = [];
  const state: { failWith: number | null } = { failWith: null };
  const server = await listen((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(path);
    if (state.failWith !== null) {
      response.writeHead(state.failWith);
      response.end();
      return;
    }
    const project = /^\/simple\/([^/]+)\/?$/.exec(path)?.[1];
    const listed = distributions.filter((distribution) => distribution.project === project);
    if (project && listed.length > 0) {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        `<!DOCTYPE html><html><body>${listed
          .map(
            (distribution) =>
              `<a href="/files/${distribution.fileName}#sha256=${createHash('sha256').update(distribution.content).digest('hex')}">${distribution.fileName}</a>`,
          )
          .join('\n')}</body></html>`,
      );
      return;
    }
    const file = distributions.find((distribution) => path === `/files/${distribution.fileName}`);
    if (file) {
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': file.content.length });
      response.end(file.content);
      return;
    }
    response.writeHead(404);
    response.end();
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    indexUrl: `${url}/simple`,
    requests,
    get failWith() {
      return state.failWith;
    },
    set failWith(status: number | null) {
      state.failWith = status;
    },
    close: () => closeServer(server),
  };
}
