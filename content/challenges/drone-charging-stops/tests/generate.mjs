// Deterministic inputs for the large tests of "Drone Charging Stops".
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

function format(capacity, gaps, prices) {
  return `${gaps.length} ${capacity}\n${gaps.join(' ')}\n${prices.join(' ')}\n`;
}

export default function generate(testId) {
  if (testId === 'rising-prices') {
    // 135 000 stations whose prices never fall; the battery spans half of the route.
    const random = mulberry32(31337);
    const n = 135000;
    const gaps = Array.from({ length: n }, () => 1 + Math.floor(random() * 9));
    const prices = Array.from({ length: n }, (_, i) => 1000 + Math.floor(i / 20));
    const route = gaps.reduce((sum, g) => sum + g, 0);
    return format(Math.floor(route / 2), gaps, prices);
  }
  if (testId === 'random-large') {
    const random = mulberry32(2718);
    const n = 100000;
    const gaps = Array.from({ length: n }, () => 1 + Math.floor(random() * 9));
    const prices = Array.from({ length: n }, () => 1 + Math.floor(random() * 99999));
    return format(40, gaps, prices);
  }
  throw new Error(`unknown test ${testId}`);
}
