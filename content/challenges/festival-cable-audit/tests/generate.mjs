// Deterministic inputs for the performance tests of "Festival Cable Audit" (mulberry32, fixed seeds).
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

// Builds a network on switches 0..n-1, then renumbers the switches at random, shuffles the runs and flips ends.
function network(random, n) {
  const edges = [];
  let used = 0;
  const take = (count) => {
    const first = used;
    used += count;
    return first;
  };
  const pick = (count) => Math.floor(random() * count);
  const link = (a, b) => edges.push([a, b]);
  const ring = (first, count) => {
    for (let i = 0; i < count; i++) link(first + i, first + ((i + 1) % count));
  };
  const finish = () => {
    const label = Array.from({ length: n }, (_, i) => i + 1);
    for (let i = n - 1; i > 0; i--) {
      const j = pick(i + 1);
      [label[i], label[j]] = [label[j], label[i]];
    }
    for (let i = edges.length - 1; i > 0; i--) {
      const j = pick(i + 1);
      [edges[i], edges[j]] = [edges[j], edges[i]];
    }
    const lines = [`${n} ${edges.length}`];
    for (const [a, b] of edges) lines.push(random() < 0.5 ? `${label[a]} ${label[b]}` : `${label[b]} ${label[a]}`);
    return lines.join('\n') + '\n';
  };
  return { take, pick, link, ring, finish, left: () => n - used };
}

function ringLarge() {
  // One ring of 50 000 switches (a depth-first search goes about 50 000 levels deep; chords across it would give the
  // search short cuts) with doubled runs, leaves, doubled leaves, tails and small rings hanging from it; a few islands
  // of two rings with chords joined by one run; the rest are isolated switches.
  const random = mulberry32(20250301);
  const n = 60000;
  const g = network(random, n);
  const R = 50000;
  const ringFirst = g.take(R);
  g.ring(ringFirst, R);
  const onRing = () => ringFirst + g.pick(R);
  for (let i = 0; i < 600; i++) {
    const k = g.pick(R);
    g.link(ringFirst + k, ringFirst + ((k + 1) % R));
  }
  for (let i = 0; i < 300; i++) {
    const v = onRing();
    g.link(v, v);
  }
  for (let i = 0; i < 700; i++) g.link(onRing(), g.take(1));
  for (let i = 0; i < 400; i++) {
    const at = onRing();
    const leaf = g.take(1);
    g.link(at, leaf);
    g.link(leaf, at);
  }
  for (let i = 0; i < 200; i++) {
    const size = 3 + g.pick(38);
    const first = g.take(size);
    g.ring(first, size);
    const at = onRing();
    const member = first + g.pick(size);
    g.link(at, member);
    if (i % 10 === 0) g.link(member, at);
  }
  for (let i = 0; i < 150; i++) {
    const length = 2 + g.pick(11);
    let previous = onRing();
    for (let j = 0; j < length; j++) {
      const next = g.take(1);
      g.link(previous, next);
      previous = next;
    }
  }
  for (let i = 0; i < 4; i++) {
    const s1 = 100 + g.pick(500);
    const s2 = 100 + g.pick(500);
    const first = g.take(s1);
    const second = g.take(s2);
    g.ring(first, s1);
    g.ring(second, s2);
    for (let j = 0; j < 20; j++) g.link(first + g.pick(s1), first + g.pick(s1));
    for (let j = 0; j < 20; j++) g.link(second + g.pick(s2), second + g.pick(s2));
    g.link(first + g.pick(s1), second + g.pick(s2));
  }
  for (let i = 0; i < 200; i++) {
    const v = g.pick(n);
    g.link(v, v);
  }
  if (g.left() < 0) throw new Error('ring-large: too many switches');
  return g.finish();
}

function clustersLarge() {
  // About 1 300 clusters (rings with chords, doubled pairs, single switches) joined into two trees of clusters by
  // single runs (bridges) and a few doubled runs; the remaining switches are isolated.
  const random = mulberry32(20250302);
  const n = 60000;
  const g = network(random, n);
  const clusters = [];
  while (true) {
    const r = random();
    const size = r < 0.15 ? 1 : r < 0.25 ? 2 : 3 + g.pick(118);
    if (g.left() - size < 1000) break;
    const first = g.take(size);
    if (size === 2) {
      g.link(first, first + 1);
      g.link(first + 1, first);
    } else if (size >= 3) {
      g.ring(first, size);
      const chords = Math.floor(size / 4);
      for (let i = 0; i < chords; i++) g.link(first + g.pick(size), first + g.pick(size));
    }
    clusters.push([first, size]);
  }
  const split = Math.floor(clusters.length * 0.6);
  for (let j = 1; j < clusters.length; j++) {
    if (j === split) continue;
    const base = j < split ? 0 : split;
    const [pFirst, pSize] = clusters[base + g.pick(j - base)];
    const [cFirst, cSize] = clusters[j];
    const a = pFirst + g.pick(pSize);
    const b = cFirst + g.pick(cSize);
    g.link(a, b);
    if (random() < 0.08) g.link(b, a);
  }
  for (let i = 0; i < 300; i++) {
    const v = g.pick(n);
    g.link(v, v);
  }
  return g.finish();
}

export default function generate(testId) {
  if (testId === 'ring-large') return ringLarge();
  if (testId === 'clusters-large') return clustersLarge();
  throw new Error(`no generator for ${testId}`);
}
