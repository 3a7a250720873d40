// Deterministic inputs for the large tests (mulberry32, fixed seeds).
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
  const n = 80000;
  const rand = mulberry32(testId === 'long-street' ? 2024 : 99);
  const costs = [];
  for (let i = 0; i < n; i++) {
    // long-street: any cost; huge-costs: every cost near the maximum, so the total needs 64 bits.
    costs.push(testId === 'long-street' ? Math.floor(rand() * 1_000_000_001) : 999_000_000 + Math.floor(rand() * 1_000_001));
  }
  return `${n}\n${costs.join(' ')}\n`;
}
