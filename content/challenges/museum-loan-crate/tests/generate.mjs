// The performance test: 100 exhibits, a crate of 10 000 litres (mulberry32, fixed seed).
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
  const rand = mulberry32(testId === 'full-collection' ? 31337 : 4242);
  const n = 100;
  const capacity = 10000;
  const lines = [`${n} ${capacity}`];
  for (let i = 0; i < n; i++) {
    // Volumes 1..200: about 10 000 litres in all, so almost every subset fits.
    const volume = 1 + Math.floor(rand() * 200);
    const appeal = Math.floor(rand() * 1_000_001);
    lines.push(`${volume} ${appeal}`);
  }
  return lines.join('\n') + '\n';
}
