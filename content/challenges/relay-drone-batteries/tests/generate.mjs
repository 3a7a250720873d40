// The performance test: 120 000 stations (mulberry32, fixed seeds).
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

export default function generate(testId) {
  const n = 120000;
  const rand = mulberry32(777);
  const gaps = [];
  let length = 0;
  for (let i = 0; i <= n; i++) {
    gaps.push(1 + Math.floor(rand() * 9));
    length += gaps[i];
  }
  const costs = [];
  for (let i = 0; i < n; i++) costs.push(10000 + Math.floor(rand() * 90000));
  // One battery covers 45% of the route: at least two swaps, and about 54 000 stations in range of each.
  const range = Math.floor(length * 0.45);
  return `${n} ${range}\n${gaps.join(' ')}\n${costs.join(' ')}\n`;
}
