function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export default function generate(testId) {
  const codes = [];
  if (testId === 'one-colour') {
    const n = 100000;
    for (let i = 0; i < n; i++) codes.push(7);
  } else if (testId === 'large-codes') {
    const random = mulberry32(555);
    const palette = [];
    for (let i = 0; i < 12; i++) palette.push(1 + Math.floor(random() * 1000000000));
    for (let i = 0; i < 20000; i++) codes.push(palette[Math.floor(random() * palette.length)]);
  } else {
    // small-palette: 100 000 socks in 16 colours, coded from a few thousand apart.
    const random = mulberry32(666);
    for (let i = 0; i < 100000; i++) codes.push(1000 + 3571 * Math.floor(random() * 16));
  }
  return `${codes.length}\n${codes.join(' ')}\n`;
}
