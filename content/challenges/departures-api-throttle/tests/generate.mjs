// Deterministic input for the performance test (mulberry32, fixed seed).
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
  if (testId !== 'large') throw new Error(`no generator for ${testId}`);
  const rand = mulberry32(20240917);
  const n = 118000;
  const span = 10000; // timestamps 0 .. 9 999 ms
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  // 1 000 API keys of two characters; the first 25 are busy integrations.
  const keys = [];
  for (let k = 0; k < 1000; k++) keys.push(alphabet[Math.floor(k / 36)] + alphabet[k % 36]);
  const lines = [`${n} 9000 800 100000`];
  for (let i = 0; i < n; i++) {
    const t = Math.floor((i * span) / n);
    const key = rand() < 0.3 ? keys[Math.floor(rand() * 25)] : keys[Math.floor(rand() * 1000)];
    lines.push(`${t} ${key}`);
  }
  return lines.join('\n') + '\n';
}
