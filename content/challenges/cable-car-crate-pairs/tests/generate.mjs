function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export default function generate(testId) {
  if (testId === 'all-pairs-64-bit') {
    // 70 000 crates of 1 kg: every one of the 2 449 965 000 pairs fits.
    const n = 70000;
    return `${n} 2\n${new Array(n).fill(1).join(' ')}\n`;
  }
  const random = mulberry32(424242);
  const n = 30000;
  const weights = [];
  for (let i = 0; i < n; i++) weights.push(1 + Math.floor(random() * 100000));
  return `${n} 100000\n${weights.join(' ')}\n`;
}
