// Deterministic inputs for the large tests of "Village Tower Center".
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

// internalParent: a tree on 0..n-1 rooted at 0; villages get shuffled ids, the root keeping id 1.
function build(random, internalParent, lengthOf) {
  const n = internalParent.length;
  const label = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = n - 1; i >= 2; i--) {
    const j = 1 + Math.floor(random() * i);
    [label[i], label[j]] = [label[j], label[i]];
  }
  const parent = new Array(n + 1).fill(0);
  const length = new Array(n + 1).fill(0);
  for (let v = 1; v < n; v++) {
    parent[label[v]] = label[internalParent[v]];
    length[label[v]] = lengthOf(v);
  }
  return `${n}\n${parent.slice(2).join(' ')}\n${length.slice(2).join(' ')}\n`;
}

export default function generate(testId) {
  if (testId === 'bushy-large') {
    // 100 000 villages: a random tree where each village hangs off one of the 50 most recent ones.
    const random = mulberry32(271828);
    const n = 100000;
    const internalParent = Array.from({ length: n }, (_, v) => (v === 0 ? -1 : Math.max(0, v - 1 - Math.floor(random() * 50))));
    return build(random, internalParent, () => 1 + Math.floor(random() * 9));
  }
  if (testId === 'long-road-large') {
    // 100 000 villages along one long road with a few side branches, rooted in the middle of nowhere.
    const random = mulberry32(161803);
    const n = 100000;
    const internalParent = Array.from({ length: n }, (_, v) => (v === 0 ? -1 : random() < 0.9 ? v - 1 : Math.floor(random() * v)));
    return build(random, internalParent, () => 1 + Math.floor(random() * 9));
  }
  throw new Error(`unknown test ${testId}`);
}
