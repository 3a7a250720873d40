// The performance test: one line of about 600 000 characters with about 60 000 parenthesised groups (mulberry32, fixed seed).
// The generator tracks every value it builds, so all intermediate results stay within ±10^15.
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

const LIMIT = 1e11;

export default function generate(testId) {
  const rand = mulberry32(testId === 'long-line' ? 2718 : 1);
  const pick = (n) => Math.floor(rand() * n);

  // Returns [text, value] of a factor, a term and an expression of at most `depth` nested parentheses.
  function factor(depth) {
    if (depth > 0 && rand() < 0.6) {
      const [text, value] = expression(depth - 1);
      return rand() < 0.2 ? [`-(${text})`, -value] : [`(${text})`, value];
    }
    const value = pick(1000);
    return [String(value), value];
  }
  function term(depth) {
    let [text, value] = factor(depth);
    const count = pick(2);
    for (let i = 0; i < count; i++) {
      const [rightText, right] = factor(depth);
      const op = '*/%'[pick(3)];
      if (op === '*' && Math.abs(value * right) <= LIMIT) {
        text += ` * ${rightText}`;
        value *= right;
      } else if (op !== '*' && right !== 0) {
        text += ` ${op} ${rightText}`;
        value = op === '/' ? Math.trunc(value / right) : value % right;
      }
    }
    return [text, value];
  }
  function expression(depth) {
    let [text, value] = term(depth);
    const count = pick(2);
    for (let i = 0; i < count; i++) {
      const [rightText, right] = term(depth);
      if (Math.abs(value + right) > LIMIT || Math.abs(value - right) > LIMIT) continue;
      if (rand() < 0.5) {
        text += ` + ${rightText}`;
        value += right;
      } else {
        text += ` - ${rightText}`;
        value -= right;
      }
    }
    return [text, value];
  }

  const lines = [];
  for (let l = 0; l < 1; l++) {
    const groups = [];
    let length = 0;
    while (length < 600000) {
      const [text] = expression(6);
      const group = `(${text})`;
      groups.push(group);
      length += group.length + 3;
    }
    lines.push(groups.join(' + '));
  }
  return `${lines.length}\n${lines.join('\n')}\n`;
}
