function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export default function generate(testId) {
  const random = mulberry32(testId === 'late-alarm' ? 11 : 12);
  const n = 25000;
  const seen = new Set();
  const codes = [];
  while (codes.length < n) {
    let code = '';
    const length = 6 + Math.floor(random() * 4);
    for (let i = 0; i < length; i++) code += ALPHABET[Math.floor(random() * ALPHABET.length)];
    if (seen.has(code)) continue;
    seen.add(code);
    codes.push(code);
  }
  if (testId === 'late-alarm') {
    // All distinct except the last scan, which repeats scan number 12 345.
    codes[n - 1] = codes[12344];
  }
  return `${n}\n${codes.join('\n')}\n`;
}
