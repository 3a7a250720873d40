import * as fs from 'fs';

const MOD = 1_000_000_007;

// Walks every reading of the log, one step at a time (3^(number of ?) branches), with an explicit stack.
function countTrails(log: string, ceiling: number): number {
  let total = 0;
  const stack: number[] = [0, 0]; // pairs (kilometre, altitude)
  while (stack.length > 0) {
    const altitude = stack.pop() as number;
    const i = stack.pop() as number;
    if (altitude < 0 || altitude > ceiling) continue;
    if (i === log.length) {
      if (altitude === 0) total = (total + 1) % MOD;
      continue;
    }
    if (log[i] === 'U' || log[i] === '?') stack.push(i + 1, altitude + 1);
    if (log[i] === 'D' || log[i] === '?') stack.push(i + 1, altitude - 1);
    if (log[i] === 'F' || log[i] === '?') stack.push(i + 1, altitude);
  }
  return total;
}

const [header, log = ''] = fs.readFileSync(0, 'utf8').split('\n');
const [, ceiling] = header.trim().split(/\s+/).map(Number);
console.log(String(countTrails(log.trim(), ceiling)));
