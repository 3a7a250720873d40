import * as fs from 'fs';

type Query = [d: number, q: number];

// Tries the candidate starts in increasing order (0 and every block's end: the earliest answer is one of them) and,
// for each, scans every block to see who is busy during the call.
function earliestStarts(
  k: number,
  horizon: number,
  person: Int32Array,
  start: Float64Array,
  end: Float64Array,
  queries: Query[],
): number[] {
  const n = person.length;
  const candidates = [...new Set([0, ...end])].sort((a, b) => a - b);
  const mark = new Int32Array(k + 1);
  let stamp = 0;
  const answers: number[] = [];
  for (const [d, q] of queries) {
    let answer = -1;
    for (const x of candidates) {
      if (x + d > horizon) break;
      stamp++;
      let busy = 0;
      for (let i = 0; i < n; i++) {
        if (start[i] < x + d && end[i] > x && mark[person[i]] !== stamp) {
          mark[person[i]] = stamp;
          busy++;
        }
      }
      if (k - busy >= q) {
        answer = x;
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
