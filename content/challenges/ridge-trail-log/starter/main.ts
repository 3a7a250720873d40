import * as fs from 'fs';

const MOD = 1_000_000_007;

function countTrails(log: string, ceiling: number): number {
  // Write your solution here
  return 0;
}

const [header, log = ''] = fs.readFileSync(0, 'utf8').split('\n');
const [, ceiling] = header.trim().split(/\s+/).map(Number);
console.log(String(countTrails(log.trim(), ceiling)));
