const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);

// jobs: array of [start, end] pairs, each the half-open time range [start, end).
// Returns [total busy time, number of busy periods, longest idle gap between periods].
function busyStats(jobs) {
  const ordered = [...jobs].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let busy = 0;
  let periods = 0;
  let longestGap = 0;
  let [curStart, curEnd] = ordered[0];
  for (let i = 1; i < ordered.length; i++) {
    const [start, end] = ordered[i];
    if (start <= curEnd) {
      curEnd = Math.max(curEnd, end);
    } else {
      busy += curEnd - curStart;
      periods++;
      longestGap = Math.max(longestGap, start - curEnd);
      curStart = start;
      curEnd = end;
    }
  }
  busy += curEnd - curStart;
  periods++;
  return [busy, periods, longestGap];
}

const n = data[0];
const jobs = [];
for (let i = 0; i < n; i++) jobs.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(busyStats(jobs).join(' '));
