import * as fs from 'fs';

const tokens: string[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

/** Returns [i, j]: 0-based positions of the first scan and of the first repeated scan, or [-1, -1]. */
function firstAlarm(scans: string[]): [number, number] {
  const firstSeen = new Map<string, number>();
  for (let j = 0; j < scans.length; j++) {
    const i = firstSeen.get(scans[j]);
    if (i !== undefined) return [i, j];
    firstSeen.set(scans[j], j);
  }
  return [-1, -1];
}

const n = Number(tokens[0]);
const scans = tokens.slice(1, 1 + n);
const [i, j] = firstAlarm(scans);
console.log(j === -1 ? 'NONE' : `${scans[j]} ${i + 1} ${j + 1}`);
