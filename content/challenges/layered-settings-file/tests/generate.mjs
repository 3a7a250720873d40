// The performance test: a settings file of 40 000 lines and 6 500 queries (mulberry32, fixed seed).
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
  const rand = mulberry32(testId === 'large-file' ? 9001 : 1);
  const pick = (n) => Math.floor(rand() * n);
  const sections = Array.from({ length: 200 }, (_, i) => `sec${i}`);
  const keys = Array.from({ length: 60 }, (_, i) => `key_${i}`);
  const lines = [];
  for (let i = 0; i < 40000; i++) {
    const r = rand();
    if (r < 0.05) lines.push(`[${sections[pick(200)]}]`);
    else if (r < 0.08) lines.push(`# note ${pick(1000)}`);
    else if (r < 0.1) lines.push('');
    else lines.push(`${keys[pick(60)]} = ${rand() < 0.2 ? '"' + pick(99999) + ' u"' : pick(999999)}`);
  }
  const queries = [];
  for (let i = 0; i < 6500; i++) {
    const section = rand() < 0.05 ? 'global' : sections[pick(200)].toUpperCase();
    queries.push(`${section}.${keys[pick(60)]}`);
  }
  return `${lines.length} ${queries.length}\n${lines.join('\n')}\n${queries.join('\n')}\n`;
}
