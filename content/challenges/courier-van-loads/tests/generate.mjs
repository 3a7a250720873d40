function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export default function generate(testId) {
  const big = testId === 'long-runs';
  const random = mulberry32(big ? 2718 : 31415);
  const n = big ? 200000 : 3000;
  const weights = [];
  let total = 0;
  for (let i = 0; i < n; i++) {
    const w = random() < 0.1 ? 0 : Math.floor(random() * 100);
    weights.push(w);
    total += w;
  }
  const low = Math.floor(total * (big ? 0.3 : 0.1));
  const high = Math.floor(total * (big ? 0.45 : 0.2));
  return `${n} ${low} ${high}\n${weights.join(' ')}\n`;
}
