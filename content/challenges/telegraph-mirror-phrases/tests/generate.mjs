function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export default function generate(testId) {
  if (testId === 'key-held-down') return 'm'.repeat(200000) + '\n';
  const random = mulberry32(testId === 'random-two-letters' ? 21 : 22);
  const chars = [];
  if (testId === 'random-two-letters') {
    for (let i = 0; i < 200000; i++) chars.push(random() < 0.5 ? 'a' : 'b');
  } else {
    // mirrored-halves: a random half, a separator, and the half reversed; a few random letters around it.
    const half = [];
    for (let i = 0; i < 60000; i++) half.push(String.fromCharCode(97 + Math.floor(random() * 3)));
    for (let i = 0; i < 1000; i++) chars.push(String.fromCharCode(97 + Math.floor(random() * 26)));
    chars.push(...half, 'z', ...half.slice().reverse());
    for (let i = 0; i < 500; i++) chars.push(String.fromCharCode(97 + Math.floor(random() * 26)));
  }
  return chars.join('') + '\n';
}
