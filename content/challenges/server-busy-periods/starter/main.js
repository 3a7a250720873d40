const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

// jobs: array of [start, end] pairs, each the half-open time range [start, end).
// Returns [total busy time, number of busy periods, longest idle gap between periods].
function busyStats(jobs) {
  // Write your solution here
  return [0, 0, 0];
}

const n = data[0];
const jobs = [];
for (let i = 0; i < n; i++) jobs.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(busyStats(jobs).join(' '));
