function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomNecklace(random, length, colours) {
  let s = '';
  for (let i = 0; i < length; i++) s += String.fromCharCode(97 + Math.floor(random() * colours));
  return s;
}

function rotate(random, s) {
  const k = Math.floor(random() * s.length);
  return s.slice(k) + s.slice(0, k);
}

export default function generate(testId) {
  const big = testId === 'large-catalogue';
  const random = mulberry32(big ? 777 : 888);
  const n = big ? 90000 : 4000;
  // A few popular designs, entered many times from different clasps; the rest are mostly one-offs.
  const popular = [];
  for (let i = 0; i < 40; i++) popular.push(randomNecklace(random, big ? 9 + (i % 2) : 3 + (i % 6), big ? 26 : 3));
  const rows = [];
  for (let i = 0; i < n; i++) {
    if (random() < 0.05) rows.push(rotate(random, popular[Math.floor(random() * random() * popular.length)]));
    else rows.push(big ? randomNecklace(random, 9 + Math.floor(random() * 2), 26) : randomNecklace(random, 1 + Math.floor(random() * 6), 3));
  }
  return `${n}\n${rows.join('\n')}\n`;
}
