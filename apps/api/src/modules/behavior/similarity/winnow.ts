import type { LanguageId } from '@assay/contracts';
import type { Token } from './token.js';
import { tokenize } from './tokenize.js';

/** A kept hash: [hash (a signed 32-bit integer, as PostgreSQL's integer holds it), first line, last line] of its k-gram. */
export type Fingerprint = [hash: number, line: number, endLine: number];

export interface WinnowingOptions {
  k: number;
  window: number;
}

const tokenHashes = new Map<string, number>();

/** FNV-1a of a token's normalised value; the values are few (keywords, operators, three kinds), so it is memoised. */
function tokenHash(value: string): number {
  let hash = tokenHashes.get(value);
  if (hash !== undefined) return hash;
  hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  tokenHashes.set(value, hash);
  return hash;
}

/** Murmur3's finaliser: a polynomial hash of few distinct tokens is badly spread, and winnowing keeps the minimum. */
function mix(hash: number): number {
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash | 0;
}

/** Every k-gram of the tokens, hashed, with the lines it spans. */
export function kgrams(tokens: Token[], k: number): Fingerprint[] {
  const grams: Fingerprint[] = [];
  for (let start = 0; start + k <= tokens.length; start += 1) {
    let hash = 0;
    for (let offset = 0; offset < k; offset += 1)
      hash = (Math.imul(hash, 31) + tokenHash(tokens[start + offset]!.value)) | 0;
    grams.push([mix(hash), tokens[start]!.line, tokens[start + k - 1]!.line]);
  }
  return grams;
}

/**
 * Robust winnowing (Schleimer, Wilkerson and Aiken, 2003): the minimum hash of every window of `window` consecutive
 * k-grams, a tie kept on the one already chosen, otherwise the rightmost; each chosen k-gram once. Any match of at
 * least window + k - 1 tokens is then found. Code shorter than one window still gives its minimum.
 */
export function winnow(grams: Fingerprint[], window: number): Fingerprint[] {
  const chosen: Fingerprint[] = [];
  if (grams.length === 0) return chosen;
  const width = Math.min(window, grams.length);
  let min = -1;
  for (let end = width - 1; end < grams.length; end += 1) {
    const start = end - width + 1;
    if (min < start) {
      min = end;
      for (let index = end - 1; index >= start; index -= 1) if (grams[index]![0] < grams[min]![0]) min = index;
      chosen.push(grams[min]!);
    } else if (grams[end]![0] < grams[min]![0]) {
      min = end;
      chosen.push(grams[min]!);
    }
  }
  return chosen;
}

/**
 * The code's fingerprints, without those of the starter code (MOSS's base file: what every candidate was given is
 * no evidence). Every k-gram of the starter counts, not only its winnowed ones, since the windows fall differently
 * once a candidate has written around it.
 */
export function fingerprint(
  code: string,
  language: LanguageId,
  options: WinnowingOptions & { starterCode?: string },
): Fingerprint[] {
  const kept = winnow(kgrams(tokenize(code, language), options.k), options.window);
  if (!options.starterCode) return kept;
  const starter = new Set(kgrams(tokenize(options.starterCode, language), options.k).map(([hash]) => hash));
  return kept.filter(([hash]) => !starter.has(hash));
}
