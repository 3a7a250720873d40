import * as fs from 'fs';

type Job = [start: number, end: number];

// Each job is the half-open time range [start, end).
// Returns [total busy time, number of busy periods, longest idle gap between periods].
function busyStats(jobs: Job[]): [number, number, number] {
  // Write your solution here
  return [0, 0, 0];
}

const data = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const jobs: Job[] = [];
for (let i = 0; i < n; i++) jobs.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(busyStats(jobs).join(' '));
