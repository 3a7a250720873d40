// The performance tests: 1 000 random queries with bounds up to 10^18 (mulberry32, fixed seed), and the extreme
// bounds for every tolerance.
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
  if (testId === 'extreme-bounds') {
    const top = 10n ** 18n;
    const lines = [];
    for (let k = 0; k < 10; k++) lines.push(`0 ${top} ${k}`, `${top} ${top} ${k}`, `1 ${top - 1n} ${k}`);
    lines.push(`${top - 1n} ${top} 9`, `${top - 1n} ${top - 1n} 0`);
    return `${lines.length}\n${lines.join('\n')}\n`;
  }
  const rand = mulberry32(testId === 'huge-ranges' ? 1618 : 3);
  const randomBelow = (digits) => {
    let text = '';
    for (let i = 0; i < digits; i++) text += String(Math.floor(rand() * 10));
    return BigInt(text);
  };
  const lines = [];
  const q = 1000;
  for (let i = 0; i < q; i++) {
    let low = randomBelow(1 + Math.floor(rand() * 18));
    let high = i % 10 === 0 ? 10n ** 18n : randomBelow(18);
    if (low > high) [low, high] = [high, low];
    lines.push(`${low} ${high} ${Math.floor(rand() * 10)}`);
  }
  return `${q}\n${lines.join('\n')}\n`;
}
