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

export default function generate(testId) {
  if (testId !== 'large') throw new Error(`no generator for ${testId}`);
  const rand = mulberry32(20240611);
  const n = 68000;
  const pool = 1000000;
  const sizeOf = (key) => 1 + ((key * 2654435761) % 4093) % 399;
  const lines = [`6500000 ${n}`];
  for (let i = 0; i < n; i++) {
    const r = rand();
    // Keys 1..pool: a popular head and a long tail.
    const key = r < 0.35 ? 1 + Math.floor(rand() * 2000) : 1 + Math.floor(rand() * pool);
    if (rand() < 0.04) lines.push(`P ${key}`);
    else lines.push(`G ${key} ${sizeOf(key)}`);
  }
  return lines.join('\n') + '\n';
}
