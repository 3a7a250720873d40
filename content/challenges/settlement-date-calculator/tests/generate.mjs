// Deterministic inputs for the performance tests (mulberry32, fixed seeds).
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86400000;
const iso = (dayNumber) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
const dayOf = (year, month, day) => Date.UTC(year, month - 1, day) / DAY_MS;

export default function generate(testId) {
  if (testId !== 'large') throw new Error(`no generator for ${testId}`);
  const rand = mulberry32(1907);
  const first = dayOf(1900, 1, 1);
  const last = dayOf(2600, 12, 31);
  const holidays = [];
  for (let i = 0; i < 20000; i++) holidays.push(iso(first + Math.floor(rand() * (last - first + 1))));
  const queries = [];
  for (let i = 0; i < 5000; i++) {
    const k = 1 + Math.floor(rand() * 1500000);
    queries.push(`${iso(first + Math.floor(rand() * (last - first + 1)))} ${k}`);
  }
  return `${holidays.length}\n${holidays.join('\n')}\n${queries.length}\n${queries.join('\n')}\n`;
}
