function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export default function generate(testId) {
  const random = mulberry32(testId === 'long-runs' ? 99 : 5);
  const n = testId === 'long-runs' ? 150000 : 2000;
  const supplies = [];
  let total = 0;
  for (let i = 0; i < n; i++) {
    const s = Math.floor(random() * 100);
    supplies.push(s);
    total += s;
  }
  // long-runs: the best run covers about 90% of the ring; short-runs: a mid-sized target.
  const target = testId === 'long-runs' ? Math.floor(total * 0.9) : Math.floor(total * 0.3);
  return `${n} ${target}\n${supplies.join(' ')}\n`;
}
