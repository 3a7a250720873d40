// Deterministic inputs for the large tests of "Solar Surplus Stretch".
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

function format(target, net) {
  return `${net.length} ${target}\n${net.join(' ')}\n`;
}

export default function generate(testId) {
  if (testId === 'rare-surplus') {
    // 250 000 days of small gains and losses that almost cancel out; only a sunny spell near the end qualifies.
    const random = mulberry32(60606);
    const n = 250000;
    const net = Array.from({ length: n }, () => Math.floor(random() * 19) - 9);
    for (let i = n - 2000; i < n - 1900; i++) net[i] = 9;
    let total = 0;
    let best = 0;
    let lowest = 0;
    for (const value of net) {
      total += value;
      best = Math.max(best, total - lowest);
      lowest = Math.min(lowest, total);
    }
    return format(best, net);
  }
  if (testId === 'random-large') {
    const random = mulberry32(4444);
    const n = 70000;
    const net = Array.from({ length: n }, () => Math.floor(random() * 2000000001) - 1000000000);
    return format(3000000000, net);
  }
  throw new Error(`unknown test ${testId}`);
}
