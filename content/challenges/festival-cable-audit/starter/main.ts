import { readFileSync } from 'fs';

const input = readFileSync(0);
let pos = 0;
function nextInt(): number {
  while (pos < input.length && (input[pos] < 48 || input[pos] > 57)) pos++;
  let value = 0;
  while (pos < input.length && input[pos] >= 48 && input[pos] <= 57) value = value * 10 + input[pos++] - 48;
  return value;
}

interface Audit {
  criticalRuns: [number, number][];
  criticalSwitches: number[];
}

// Cable run i (0-based; its run number is i + 1) joins switches a[i] and b[i] (numbered 1..n).
// Returns criticalRuns as [run number, cut-off count] pairs ordered by cut-off count descending, then run number,
// and criticalSwitches in increasing order.
function audit(n: number, a: Int32Array, b: Int32Array): Audit {
  // Write your solution here
  return { criticalRuns: [], criticalSwitches: [] };
}

const n = nextInt();
const m = nextInt();
const a = new Int32Array(m);
const b = new Int32Array(m);
for (let i = 0; i < m; i++) {
  a[i] = nextInt();
  b[i] = nextInt();
}
const { criticalRuns, criticalSwitches } = audit(n, a, b);
const out: string[] = [`${criticalRuns.length} ${criticalSwitches.length}`];
for (const [run, cut] of criticalRuns) out.push(`${run} ${cut}`);
out.push(criticalSwitches.join(' '));
process.stdout.write(out.join('\n') + '\n');
