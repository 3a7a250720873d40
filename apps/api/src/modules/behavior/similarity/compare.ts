import type { Fingerprint } from './winnow.js';

export interface LineSpan {
  from: number;
  to: number;
}
export interface Region {
  this: LineSpan;
  other: LineSpan;
}
export interface Comparison {
  /** Share of this code's distinct hashes found in the other: how much of it could have come from there. */
  score: number;
  /** Share of the other's distinct hashes found in this one (the same measure, the other way round). */
  otherScore: number;
  shared: number;
  regions: Region[];
}

/** Lines two neighbouring matched k-grams may leave between them and still be one region (an edited line, say). */
const REGION_GAP_LINES = 1;
export const MAX_REGIONS = 10;

/**
 * Compares two fingerprint sets. `ignore` holds hashes that are no evidence (boilerplate common to a task's
 * submissions): they count on neither side. Regions pair the lines of the shared k-grams on both sides, the
 * largest first.
 */
export function compare(
  self: Fingerprint[],
  other: Fingerprint[],
  options: { ignore?: ReadonlySet<number>; maxRegions?: number } = {},
): Comparison {
  const ignore = options.ignore ?? new Set<number>();
  const mine = new Set(self.map(([hash]) => hash).filter((hash) => !ignore.has(hash)));
  const theirs = new Map<number, Fingerprint[]>();
  for (const print of other) {
    if (ignore.has(print[0])) continue;
    const list = theirs.get(print[0]);
    if (list) list.push(print);
    else theirs.set(print[0], [print]);
  }
  let shared = 0;
  for (const hash of mine) if (theirs.has(hash)) shared += 1;
  return {
    score: mine.size ? shared / mine.size : 0,
    otherScore: theirs.size ? shared / theirs.size : 0,
    shared,
    regions: regionsOf(self, theirs, options.maxRegions ?? MAX_REGIONS),
  };
}

interface Run {
  self: LineSpan;
  other: LineSpan;
  prints: number;
}

/**
 * Walks this side's shared k-grams in order of line, pairing each with the other side's occurrence nearest the run
 * being grown; a run continues while both sides move on together (a few lines at most), so a function moved
 * elsewhere in the copy becomes its own region.
 */
function regionsOf(self: Fingerprint[], theirs: Map<number, Fingerprint[]>, maxRegions: number): Region[] {
  const matched = self.filter(([hash]) => theirs.has(hash)).sort((a, b) => a[1] - b[1] || a[2] - b[2]);
  const runs: Run[] = [];
  let run: Run | null = null;
  for (const [hash, line, endLine] of matched) {
    const occurrences = theirs.get(hash)!;
    const near: Fingerprint = run
      ? occurrences.reduce((best, print) =>
          Math.abs(print[1] - run!.other.to) < Math.abs(best[1] - run!.other.to) ? print : best,
        )
      : occurrences[0]!;
    const continues =
      run !== null &&
      line <= run.self.to + REGION_GAP_LINES + 1 &&
      near[1] >= run.other.from - REGION_GAP_LINES &&
      near[1] <= run.other.to + REGION_GAP_LINES + 1;
    if (run && continues) {
      run.self.to = Math.max(run.self.to, endLine);
      run.other.from = Math.min(run.other.from, near[1]);
      run.other.to = Math.max(run.other.to, near[2]);
      run.prints += 1;
    } else {
      run = { self: { from: line, to: endLine }, other: { from: near[1], to: near[2] }, prints: 1 };
      runs.push(run);
    }
  }
  return runs
    .sort(
      (a, b) => b.self.to - b.self.from - (a.self.to - a.self.from) || b.prints - a.prints || a.self.from - b.self.from,
    )
    .slice(0, maxRegions)
    .map(({ self, other }) => ({ this: self, other }));
}
