function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export default function generate(testId) {
  const floors = [];
  if (testId === 'zigzag-extremes') {
    const n = 20000;
    for (let i = 0; i < n; i++) floors.push(i % 2 === 0 ? -1000000000 : 1000000000);
  } else {
    const n = 40000;
    const random = mulberry32(20240611);
    let floor = 0;
    for (let i = 0; i < n; i++) {
      const r = random();
      if (r < 0.2) floor += 0;
      else if (r < 0.6) floor += 1 + Math.floor(random() * 40);
      else floor -= 1 + Math.floor(random() * 40);
      floor = Math.max(-1000000000, Math.min(1000000000, floor));
      floors.push(floor);
    }
  }
  return `${floors.length}\n${floors.join(' ')}\n`;
}
