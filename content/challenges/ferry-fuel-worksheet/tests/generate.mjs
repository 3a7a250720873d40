// Deterministic inputs for the large tests (mulberry32, fixed seeds).
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

/** 0 -> A, 25 -> Z, 26 -> AA, 701 -> ZZ. */
function columnName(c) {
  if (c < 26) return String.fromCharCode(65 + c);
  c -= 26;
  return String.fromCharCode(65 + Math.floor(c / 26)) + String.fromCharCode(65 + (c % 26));
}

const cellName = (row, col) => `${columnName(col)}${row}`;

function shuffle(items, rand) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

const render = (lines, area) => `${lines.length}\n${lines.join('\n')}\n${area}\n`;

/** One chain of about 50 000 cells (A1, A2, ..., A9999, B1, ..., E9999), listed from its end to its start. */
function deepChain() {
  const rand = mulberry32(7001);
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const chain = [];
  for (let col = 0; col < 5; col++) for (let row = 1; row <= 9999; row++) chain.push([row, col]);
  const lines = [];
  for (let k = 0; k < chain.length; k++) {
    const [row, col] = chain[k];
    const name = cellName(row, col);
    if (k === 0) {
      lines.push(`${name} ${int(-1000, 1000)}`);
      continue;
    }
    const p = cellName(...chain[k - 1]);
    const r = rand();
    let formula;
    if (r < 0.25) formula = `=${p}+${int(1, 9)}`;
    else if (r < 0.4) formula = `=${p}-${int(1, 9)}`;
    else if (r < 0.5) formula = `=-${p}`;
    else if (r < 0.6) formula = `=SUM(${p}:${p})+${int(0, 5)}`;
    else if (r < 0.7) formula = `=$${p}*2/3`;
    else if (r < 0.8 && k >= 2 && chain[k - 2][1] === col) formula = `=MIN(${cellName(...chain[k - 2])}:${p})+${int(1, 20)}`;
    else if (r < 0.9) formula = `=MAX(${p},-${int(0, 50)})`;
    else formula = `=(${p}+${int(0, 9)})/-2`;
    lines.push(`${name} ${formula}`);
  }
  lines.reverse();
  return render(lines, 'E9999:A9990');
}

/**
 * A ring of 19 998 cells (A and B), a chain of 9 999 cells hanging off it (E), a chain that starts with a division
 * by zero (G), a clean chain (I), and four cells that mix them (K); listed in random order.
 */
function longCycle() {
  const rand = mulberry32(7002);
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const lines = [];
  const ring = [];
  for (let col = 0; col < 2; col++) for (let row = 1; row <= 9999; row++) ring.push(cellName(row, col));
  for (let k = 0; k < ring.length; k++) {
    const p = ring[(k + ring.length - 1) % ring.length];
    lines.push(`${ring[k]} ${rand() < 0.5 ? `=${p}+${int(1, 9)}` : `=SUM(${p}:${p})`}`);
  }
  const chainOf = (col, first) => {
    for (let row = 1; row <= 9999; row++) {
      const name = cellName(row, col);
      if (row === 1) {
        lines.push(`${name} ${first}`);
        continue;
      }
      const p = cellName(row - 1, col);
      const r = rand();
      let formula;
      if (r < 0.4) formula = `=${p}+${int(1, 9)}`;
      else if (r < 0.6) formula = `=${p}-${int(1, 5)}`;
      else if (r < 0.7) formula = `=${p}*0+${row}`;
      else if (r < 0.85) formula = `=MAX(${p}:${cellName(row - 1, col + 1)})`;
      else formula = `=(${p}*3)/4`;
      lines.push(`${name} ${formula}`);
    }
  };
  chainOf(4, '=A5000*2'); // E: reads the ring
  chainOf(6, '=1/(10-10)'); // G: a division by zero at its start
  chainOf(8, `${int(1, 100)}`); // I: a clean chain
  lines.push('K9996 =I9999+G9999');
  lines.push('K9997 =G9999+E9999');
  lines.push('K9998 =I9999*2-I1');
  lines.push('K9999 =SUM(I1:I9999)');
  return render(shuffle(lines, rand), 'A9995:K9999');
}

/**
 * Two layered blocks of 36 rows by 600 columns: the first row of a block holds numbers, every other cell reads two
 * or three neighbours in the row above, so a cell at depth d is reached along about 2.5^d paths. A few cells near the
 * bottom of a block divide by zero or read a small cycle.
 */
function large() {
  const rand = mulberry32(7003);
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const WIDTH = 600;
  const DEPTH = 36;
  const lines = [];
  for (let block = 0; block < 2; block++) {
    const base = block * DEPTH;
    for (let layer = 0; layer < DEPTH; layer++) {
      const row = base + layer + 1;
      for (let col = 0; col < WIDTH; col++) {
        const name = cellName(row, col);
        if (layer === 0) {
          lines.push(`${name} ${int(-1000000, 1000000)}`);
          continue;
        }
        const up = row - 1;
        const l = cellName(up, Math.max(0, col - 1));
        const p = cellName(up, col);
        const rr = cellName(up, Math.min(WIDTH - 1, col + 1));
        const r = rand();
        let formula;
        if (layer >= 30 && r < 0.004) formula = `=${p}/(${l}-${l})`;
        else if (layer >= 30 && r < 0.006) formula = `=${p}+A9000*0`;
        else if (r < 0.18) formula = `=(${l}+${rr})/2`;
        else if (r < 0.32) formula = `=MAX(${l}:${rr})`;
        else if (r < 0.46) formula = `=MIN(${rr}:${l})+3`;
        else if (r < 0.6) formula = `=SUM(${l}:${rr})/3`;
        else if (r < 0.72) formula = `=(${p}-${l})/2`;
        else if (r < 0.82) formula = `=-${p}+${int(0, 9)}`;
        else if (r < 0.92) formula = `=${l}*${rr}/1000000`;
        else formula = `=MIN(${l},${p},${rr})`;
        lines.push(`${name} ${formula}`);
      }
    }
  }
  lines.push('A9000 =B9000+1');
  lines.push('B9000 =C9000');
  lines.push('C9000 =A9000*2');
  return render(shuffle(lines, rand), `A${2 * DEPTH - 1}:${columnName(WIDTH - 1)}${2 * DEPTH}`);
}

export default function generate(testId) {
  if (testId === 'deep-chain') return deepChain();
  if (testId === 'long-cycle') return longCycle();
  if (testId === 'large') return large();
  throw new Error(`no generator for ${testId}`);
}
