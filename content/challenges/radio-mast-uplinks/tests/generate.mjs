// Deterministic inputs for the large tests of "Radio Mast Uplinks".
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

function format(heights) {
  return `${heights.length}\n${heights.join(' ')}\n`;
}

export default function generate(testId) {
  if (testId === 'long-plateau') {
    // 200 000 masts: two tall masts at the ends, a plateau of 1s with a few 0s in between.
    const random = mulberry32(20240601);
    const n = 200000;
    const heights = new Array(n);
    for (let i = 0; i < n; i++) heights[i] = random() < 0.1 ? 0 : 1;
    heights[0] = 9;
    heights[n - 1] = 9;
    return format(heights);
  }
  if (testId === 'random-large') {
    const random = mulberry32(777);
    const n = 100000;
    const heights = Array.from({ length: n }, () => Math.floor(random() * 1000000));
    return format(heights);
  }
  if (testId === 'sawtooth-large') {
    // Rising runs of random length: most masts link to a close neighbour, a few run far.
    const random = mulberry32(4242);
    const n = 150000;
    const heights = [];
    while (heights.length < n) {
      const run = 1 + Math.floor(random() * 300);
      const base = Math.floor(random() * 1000);
      for (let k = 0; k < run && heights.length < n; k++) heights.push(base + k);
    }
    return format(heights);
  }
  throw new Error(`unknown test ${testId}`);
}
