import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images other than SVG and fonts are compressed already, source maps are rarely fetched. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip -9) beside every compressible file under `dir`, so the
 * server sends them as they are (@fastify/static's `preCompressed`) instead of compressing on each request or not at
 * all. A variant no smaller than the file is not written: the server then sends the file itself. Answers the files
 * compressed.
 */
export function precompressDirectory(dir: string): string[] {
  const compressed: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    const path = join(entry.parentPath, entry.name);
    const raw = readFileSync(path);
    const brotli = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gzip = gzipSync(raw, { level: 9 });
    if (brotli.length < raw.length) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < raw.length) writeFileSync(`${path}.gz`, gzip);
    compressed.push(path);
  }
  return compressed;
}

/** Precompresses the build's output once it is written (production builds only: the dev server serves itself). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'assay-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressDirectory(outDir);
      },
    },
  };
}
