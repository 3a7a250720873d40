// Deterministic inputs for the large tests of "Cloud Cost Roll-up".
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

function randInt(random, lo, hi) {
  return lo + Math.floor(random() * (hi - lo + 1));
}

// Gives the folders of a tree (internal parents, root 0) random ids, the root keeping id 1.
function build(random, internalParent, costOf, q) {
  const n = internalParent.length;
  const label = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = n - 1; i >= 2; i--) {
    const j = 1 + Math.floor(random() * i);
    [label[i], label[j]] = [label[j], label[i]];
  }
  const parent = new Array(n + 1).fill(0);
  const cost = new Array(n + 1).fill(0);
  for (let v = 0; v < n; v++) {
    if (v > 0) parent[label[v]] = label[internalParent[v]];
    cost[label[v]] = costOf(v);
  }
  const queries = [1];
  while (queries.length < q) queries.push(randInt(random, 1, n));
  return `${n}\n${parent.slice(2).join(' ')}\n${cost.slice(1).join(' ')}\n${q}\n${queries.join(' ')}\n`;
}

export default function generate(testId) {
  if (testId === 'deep-chain-large') {
    // 100 000 folders nested in one long chain, with shuffled ids.
    const random = mulberry32(99001);
    const n = 100000;
    const internalParent = Array.from({ length: n }, (_, v) => (v === 0 ? -1 : v - 1));
    return build(random, internalParent, () => randInt(random, 1, 99), 1000);
  }
  if (testId === 'random-large') {
    const random = mulberry32(5150);
    const n = 50000;
    const internalParent = Array.from({ length: n }, (_, v) => (v === 0 ? -1 : Math.floor(random() * v)));
    return build(random, internalParent, () => randInt(random, 0, 1000000000), 1000);
  }
  throw new Error(`unknown test ${testId}`);
}
