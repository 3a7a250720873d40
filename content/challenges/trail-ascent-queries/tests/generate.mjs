function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export default function generate(testId) {
  const sawtooth = testId === 'sawtooth-64-bit';
  const random = mulberry32(sawtooth ? 7 : 1234567);
  const n = sawtooth ? 16000 : 30000;
  const q = 3000;
  const altitudes = [];
  for (let i = 0; i < n; i++) {
    altitudes.push(sawtooth ? (i % 2 === 0 ? 0 : 1000000000) : Math.floor(random() * 3000));
  }
  const lines = [String(n), altitudes.join(' '), String(q)];
  for (let k = 0; k < q; k++) {
    let l = 1 + Math.floor(random() * n);
    let r = 1 + Math.floor(random() * n);
    if (l > r) [l, r] = [r, l];
    if (k % 10 === 0) l = r;
    if (k % 10 === 1 && sawtooth) [l, r] = [2, n];
    lines.push(`${l} ${r}`);
  }
  return lines.join('\n') + '\n';
}
