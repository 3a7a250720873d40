function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export default function generate(testId) {
  const readings = [];
  let spread;
  if (testId === 'slow-drift') {
    // 180 000 readings drifting slowly between 0 and 9 999: calm stretches are tens of thousands long.
    const random = mulberry32(8080);
    let t = 5000;
    for (let i = 0; i < 180000; i++) {
      t += Math.floor(random() * 7) - 3;
      if (t < 0) t = -t;
      if (t > 9999) t = 19998 - t;
      readings.push(t);
    }
    spread = 800;
  } else if (testId === 'frost-and-heat') {
    const random = mulberry32(9090);
    for (let i = 0; i < 30000; i++) readings.push(random() < 0.5 ? -1000000000 + Math.floor(random() * 10) : 1000000000 - Math.floor(random() * 10));
    spread = 2000000000;
  } else {
    const random = mulberry32(7070);
    for (let i = 0; i < 30000; i++) readings.push(Math.floor(random() * 2001) - 1000);
    spread = 150;
  }
  return `${readings.length} ${spread}\n${readings.join(' ')}\n`;
}
