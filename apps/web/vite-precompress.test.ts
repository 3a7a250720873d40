import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from './vite-precompress.ts';

describe('precompressDirectory', () => {
  it('writes .br and .gz beside every text file of the build, which decompress to the file, and leaves the rest', () => {
    const dist = mkdtempSync(join(tmpdir(), 'assay-precompress-'));
    mkdirSync(join(dist, 'assets'));
    const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
    writeFileSync(join(dist, 'assets', 'index-AbCd1234.js'), script);
    writeFileSync(join(dist, 'assets', 'index-AbCd1234.css'), 'body { margin: 0 }\n'.repeat(100));
    writeFileSync(join(dist, 'index.html'), `<!doctype html><html>${'<p>text</p>'.repeat(100)}</html>`);
    writeFileSync(join(dist, 'assets', 'index-AbCd1234.js.map'), '{"version":3}'.repeat(100));
    writeFileSync(join(dist, 'logo.png'), Buffer.alloc(2000));
    // Too small to gain anything: no variant, the server sends the file.
    writeFileSync(join(dist, 'tiny.txt'), 'a');

    const compressed = precompressDirectory(dist);

    for (const name of ['assets/index-AbCd1234.js', 'assets/index-AbCd1234.css', 'index.html']) {
      const raw = readFileSync(join(dist, name));
      expect(brotliDecompressSync(readFileSync(join(dist, `${name}.br`)))).toEqual(raw);
      expect(gunzipSync(readFileSync(join(dist, `${name}.gz`)))).toEqual(raw);
      expect(compressed).toContain(join(dist, name));
    }
    expect(readFileSync(join(dist, 'assets/index-AbCd1234.js.br')).length).toBeLessThan(script.length / 10);
    for (const name of ['assets/index-AbCd1234.js.map', 'logo.png', 'tiny.txt'])
      for (const suffix of ['.br', '.gz']) expect(existsSync(join(dist, `${name}${suffix}`))).toBe(false);
  });
});
