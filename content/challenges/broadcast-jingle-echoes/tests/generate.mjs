function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export default function generate(testId) {
  if (testId === 'all-same-letter') return 'e'.repeat(200000) + '\n';
  const random = mulberry32(testId === 'random-letters' ? 3 : 4);
  const n = 200000;
  const chars = [];
  if (testId === 'random-letters') {
    for (let i = 0; i < n; i++) chars.push(String.fromCharCode(97 + Math.floor(random() * 2)));
  } else {
    // A short jingle repeated over and over, with one slip near the end: echoes are very long.
    let block = '';
    for (let i = 0; i < 7; i++) block += String.fromCharCode(97 + Math.floor(random() * 3));
    for (let i = 0; i < n; i++) chars.push(block[i % block.length]);
    chars[n - 1000] = 'z';
  }
  return chars.join('') + '\n';
}
