// Deterministic inputs for the large tests of "Bakery Fresh Loaves".
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

function format(shelfLife, days) {
  return `${days.length} ${shelfLife}\n${days.map(([b, c]) => `${b} ${c}`).join('\n')}\n`;
}

export default function generate(testId) {
  if (testId === 'year-long-shelf-life') {
    // 200 000 days, loaves never expire within the run, and the early days sell out quickly.
    const random = mulberry32(8086);
    const n = 200000;
    const days = [];
    for (let i = 0; i < n; i++) days.push([Math.floor(random() * 10), Math.floor(random() * 10)]);
    return format(n, days);
  }
  if (testId === 'random-large') {
    const random = mulberry32(1234567);
    const n = 40000;
    const days = [];
    for (let i = 0; i < n; i++) days.push([Math.floor(random() * 1000000000), Math.floor(random() * 1000000000)]);
    return format(7, days);
  }
  throw new Error(`unknown test ${testId}`);
}
