// The performance test: a 20 000-step log, mostly unreadable, under a ceiling of 50 (mulberry32, fixed seed).
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
  const rand = mulberry32(testId === 'long-log' ? 4096 : 5);
  const n = 20000;
  const ceiling = 50;
  let log = '';
  for (let i = 0; i < n; i++) {
    const r = rand();
    log += r < 0.8 ? '?' : r < 0.87 ? 'U' : r < 0.94 ? 'D' : 'F';
  }
  return `${n} ${ceiling}\n${log}\n`;
}
