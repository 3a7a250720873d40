// Deterministic input of the performance test (mulberry32, fixed seed).
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

export default function generate(testId) {
  if (testId !== 'many-small-gaps') throw new Error(`no generator for ${testId}`);
  const rand = mulberry32(20250917);
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const ops = [];
  let loads = 0;
  const separators = [];
  // Phase 1: small samples alternating with larger ones, then every small one is unloaded: thousands of small gaps.
  const gapsWanted = 38000;
  for (let i = 0; i < gapsWanted; i++) {
    ops.push(`L ${int(1, 4)}`);
    ops.push(`L ${int(5, 9)}`);
    loads += 2;
    separators.push(loads);
  }
  ops.push('Q');
  // unloaded in a shuffled order
  const order = Array.from({ length: gapsWanted }, (_, i) => 2 * i + 1);
  for (let i = order.length - 1; i > 0; i--) {
    const j = int(0, i);
    [order[i], order[j]] = [order[j], order[i]];
  }
  for (const k of order) ops.push(`U ${k}`);
  ops.push('Q');
  // Phase 2: mostly samples too large for every gap, so first fit walks past all of them to the tail.
  while (ops.length < 200000) {
    const r = rand();
    if (r < 0.006) ops.push('Q');
    else if (r < 0.012) {
      // unloading a separator merges two gaps (and its own bytes) into one larger gap
      const at = int(0, separators.length - 1);
      ops.push(`U ${separators[at]}`);
      separators[at] = separators[separators.length - 1];
      separators.pop();
    } else if (r < 0.016) {
      ops.push(`L ${int(1, 4)}`);
      loads++;
    } else if (r < 0.0165) {
      // any number: mostly samples already unloaded or never loaded, sometimes one in RAM
      ops.push(`U ${int(1, 400000)}`);
    } else if (r < 0.0168) {
      // huge samples: the first one fits at the end of the RAM, the later ones fail after walking every gap
      ops.push(`L ${int(900000000, 1000000000)}`);
      loads++;
    } else {
      ops.push(`L ${int(5, 9)}`);
      loads++;
    }
  }
  return `1000000000 ${ops.length}\n${ops.join('\n')}\n`;
}
