import * as fs from 'fs';

type Query = [d: number, q: number];

// For each query [d, q]: the earliest start of a d-minute call during which at least q maintainers are free, or -1.
function earliestStarts(
  k: number,
  horizon: number,
  person: Int32Array,
  start: Float64Array,
  end: Float64Array,
  queries: Query[],
): number[] {
  const n = person.length;
  // Each maintainer's blocks sorted by start: merge them and keep the free gaps in between.
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort((a, b) => person[a] - person[b] || start[a] - start[b]);
  const gapStart: number[] = [];
  const gapEnd: number[] = [];
  let prev = -1;
  let seen = 0;
  let cur = 0; // the end of the maintainer's busy time so far
  for (let t = 0; t < n; t++) {
    const i = order[t];
    if (person[i] !== prev) {
      if (prev !== -1 && cur < horizon) {
        gapStart.push(cur);
        gapEnd.push(horizon);
      }
      prev = person[i];
      cur = 0;
      seen++;
    }
    if (start[i] > cur) {
      gapStart.push(cur);
      gapEnd.push(start[i]);
    }
    if (end[i] > cur) cur = end[i];
  }
  if (prev !== -1 && cur < horizon) {
    gapStart.push(cur);
    gapEnd.push(horizon);
  }
  for (let j = seen; j < k; j++) {
    gapStart.push(0); // free all the time
    gapEnd.push(horizon);
  }

  // A gap [a, b) of length >= d allows a start anywhere in [a, b - d]; one maintainer's gaps are disjoint, so the
  // number of free maintainers at x is the number of these ranges containing x.
  const g = gapStart.length;
  const byStart = new Int32Array(g);
  const byEnd = new Int32Array(g);
  for (let j = 0; j < g; j++) byStart[j] = byEnd[j] = j;
  byStart.sort((a, b) => gapStart[a] - gapStart[b]);
  byEnd.sort((a, b) => gapEnd[a] - gapEnd[b]);
  const starts = new Float64Array(g);
  const ends = new Float64Array(g);
  const answers: number[] = [];
  for (const [d, q] of queries) {
    let ns = 0;
    let ne = 0;
    for (let t = 0; t < g; t++) {
      const j = byStart[t];
      if (gapEnd[j] - gapStart[j] >= d) starts[ns++] = gapStart[j];
    }
    for (let t = 0; t < g; t++) {
      const j = byEnd[t];
      if (gapEnd[j] - gapStart[j] >= d) ends[ne++] = gapEnd[j];
    }
    let answer = -1;
    let i = 0; // ranges already over at x: b - d < x, i.e. b < x + d
    for (let j = 0; j < ns; j++) {
      const limit = starts[j] + d;
      while (ends[i] < limit) i++;
      if (j + 1 - i >= q) {
        answer = starts[j];
        break;
      }
    }
    answers.push(answer);
  }
  return answers;
}

function main(): void {
  const data = fs.readFileSync(0);
  let pos = 0;
  const next = (): number => {
    while (data[pos] < 48 || data[pos] > 57) pos++;
    let value = 0;
    while (pos < data.length && data[pos] >= 48 && data[pos] <= 57) value = value * 10 + (data[pos++] - 48);
    return value;
  };
  const k = next();
  const horizon = next();
  const n = next();
  const person = new Int32Array(n);
  const start = new Float64Array(n);
  const end = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    person[i] = next();
    start[i] = next();
    end[i] = next();
  }
  const m = next();
  const queries: Query[] = [];
  for (let j = 0; j < m; j++) queries.push([next(), next()]);
  const answers = earliestStarts(k, horizon, person, start, end, queries);
  process.stdout.write(answers.map((a) => `${a}\n`).join(''));
}

main();
