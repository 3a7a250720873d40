const fs = require('fs');

const MOD = 1000000007;

// The free ranges (gaps) live in a treap ordered by start address; every node also knows the largest gap in its
// subtree, so the lowest-address gap of at least `size` bytes is found in one walk from the root. Node 0 = none.
// Addresses and lengths stay below 2^31, so plain numbers (and typed arrays) hold them exactly.
function makeGaps(capacity) {
  const key = new Float64Array(capacity + 1);
  const len = new Float64Array(capacity + 1);
  const best = new Float64Array(capacity + 1);
  const lc = new Int32Array(capacity + 1);
  const rc = new Int32Array(capacity + 1);
  const pri = new Uint32Array(capacity + 1);
  let nodes = 1;
  let root = 0;
  let seed = 0x2545f491;
  let splitLeft = 0;
  let splitRight = 0;

  const nextRandom = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed >>> 0;
  };
  const pull = (t) => {
    let m = len[t];
    if (best[lc[t]] > m) m = best[lc[t]];
    if (best[rc[t]] > m) m = best[rc[t]];
    best[t] = m;
  };
  // Splits t into keys < k (splitLeft) and keys >= k (splitRight).
  const split = (t, k) => {
    if (t === 0) {
      splitLeft = splitRight = 0;
      return;
    }
    if (key[t] < k) {
      split(rc[t], k);
      rc[t] = splitLeft;
      pull(t);
      splitLeft = t;
    } else {
      split(lc[t], k);
      lc[t] = splitRight;
      pull(t);
      splitRight = t;
    }
  };
  const merge = (a, b) => {
    if (a === 0 || b === 0) return a !== 0 ? a : b;
    if (pri[a] > pri[b]) {
      rc[a] = merge(rc[a], b);
      pull(a);
      return a;
    }
    lc[b] = merge(a, lc[b]);
    pull(b);
    return b;
  };
  const update = (t, k, newKey, newLen) => {
    if (key[t] === k) {
      key[t] = newKey;
      len[t] = newLen;
    } else if (k < key[t]) update(lc[t], k, newKey, newLen);
    else update(rc[t], k, newKey, newLen);
    pull(t);
  };

  return {
    start: (t) => key[t],
    length: (t) => len[t],
    largest: () => best[root],
    insert(k, l) {
      const node = nodes++;
      key[node] = k;
      len[node] = l;
      best[node] = l;
      pri[node] = nextRandom();
      split(root, k);
      const right = splitRight;
      root = merge(merge(splitLeft, node), right);
    },
    erase(k) {
      split(root, k);
      const left = splitLeft;
      split(splitRight, k + 1);
      root = merge(left, splitRight);
    },
    // Gives the gap starting at k a new start and length; the new start keeps the address order.
    update: (k, newKey, newLen) => update(root, k, newKey, newLen),
    // The lowest-address gap of at least `size` bytes, or 0.
    firstFit(size) {
      let t = root;
      if (best[t] < size) return 0;
      for (;;) {
        if (best[lc[t]] >= size) t = lc[t];
        else if (len[t] >= size) return t;
        else t = rc[t];
      }
    },
    before(a) {
      let t = root;
      let found = 0;
      while (t !== 0) {
        if (key[t] < a) {
          found = t;
          t = rc[t];
        } else t = lc[t];
      }
      return found;
    },
    after(a) {
      let t = root;
      let found = 0;
      while (t !== 0) {
        if (key[t] > a) {
          found = t;
          t = lc[t];
        } else t = rc[t];
      }
      return found;
    },
  };
}

// ops: [kind, value] pairs, kind 'L' (value = size), 'U' (value = sample number) or 'Q' (value 0).
// Returns { answers: [largest, gaps] per Q, failed, invalid, checksum }.
function replay(heapSize, ops) {
  const gaps = makeGaps(ops.length + 2);
  gaps.insert(0, heapSize);
  let gapCount = 1;
  let failed = 0;
  let invalid = 0;
  let checksum = 0;
  const address = [-1]; // per sample number; -1 when not in RAM
  const length = [0];
  const answers = [];
  for (const [kind, value] of ops) {
    if (kind === 'L') {
      const size = value;
      const k = address.length;
      const t = gaps.firstFit(size);
      if (t === 0) {
        address.push(-1);
        length.push(0);
        failed++;
        continue;
      }
      const s = gaps.start(t);
      const l = gaps.length(t);
      address.push(s);
      length.push(size);
      checksum = (checksum + k * s) % MOD; // k * s < 2^48: exact in a double
      if (l === size) {
        gaps.erase(s);
        gapCount--;
      } else {
        gaps.update(s, s + size, l - size);
      }
    } else if (kind === 'U') {
      const k = value;
      if (k >= address.length || address[k] < 0) {
        invalid++;
        continue;
      }
      const a = address[k];
      const size = length[k];
      address[k] = -1;
      const p = gaps.before(a);
      const q = gaps.after(a);
      const joinPrev = p !== 0 && gaps.start(p) + gaps.length(p) === a;
      const joinNext = q !== 0 && gaps.start(q) === a + size;
      if (joinPrev && joinNext) {
        const ps = gaps.start(p);
        const total = gaps.length(p) + size + gaps.length(q);
        gaps.erase(gaps.start(q));
        gaps.update(ps, ps, total);
        gapCount--;
      } else if (joinPrev) {
        gaps.update(gaps.start(p), gaps.start(p), gaps.length(p) + size);
      } else if (joinNext) {
        gaps.update(gaps.start(q), a, gaps.length(q) + size);
      } else {
        gaps.insert(a, size);
        gapCount++;
      }
    } else {
      answers.push([gaps.largest(), gapCount]);
    }
  }
  return { answers, failed, invalid, checksum };
}

const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter((token) => token.length > 0);
const heapSize = Number(tokens[0]);
const n = Number(tokens[1]);
const ops = [];
for (let i = 0, at = 2; i < n; i++) {
  const kind = tokens[at];
  if (kind === 'Q') {
    ops.push(['Q', 0]);
    at += 1;
  } else {
    ops.push([kind, Number(tokens[at + 1])]);
    at += 2;
  }
}
const { answers, failed, invalid, checksum } = replay(heapSize, ops);
const lines = answers.map(([largest, count]) => `${largest} ${count}`);
lines.push(`${failed} ${invalid} ${checksum}`);
process.stdout.write(lines.join('\n') + '\n');
