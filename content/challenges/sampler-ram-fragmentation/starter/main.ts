import * as fs from 'fs';

type Op = [kind: string, value: number];

interface Result {
  answers: [number, number][]; // [largest gap, number of gaps] for each Q
  failed: number; // failed loads
  invalid: number; // invalid unloads
  checksum: number; // sum of k * address over the loaded samples k, modulo 1 000 000 007
}

const MOD = 1000000007;

// ops: the log, as [kind, value] pairs: ['L', size], ['U', sample number] or ['Q', 0]. k * address stays below 2^53.
function replay(heapSize: number, ops: Op[]): Result {
  // Write your solution here
  const answers = ops.filter(([kind]) => kind === 'Q').map((): [number, number] => [heapSize, 1]);
  return { answers, failed: 0, invalid: 0, checksum: 0 };
}

const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter((token) => token.length > 0);
const heapSize = Number(tokens[0]);
const n = Number(tokens[1]);
const ops: Op[] = [];
for (let i = 0, at = 2; i < n; i++) {
  const kind = tokens[at];
  if (kind === 'Q') {
    ops.push(['Q', 0]);
    at += 1;
  } else {
    ops.push([kind, Number(tokens[at + 1])]);
    at += 2;
  }
}
const { answers, failed, invalid, checksum } = replay(heapSize, ops);
const lines = answers.map(([largest, count]) => `${largest} ${count}`);
lines.push(`${failed} ${invalid} ${checksum}`);
process.stdout.write(lines.join('\n') + '\n');
