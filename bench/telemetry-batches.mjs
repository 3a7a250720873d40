// What an editor records in five seconds, for `bench/telemetry.mjs`: the same bodies on every run (a seeded generator).

/** A small seeded generator (mulberry32): every run sends the same bodies. */
export function randomOf(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const STARTER = `import sys


def solve(values):
    # Write your solution here.
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    values = [int(x) for x in data[1 : n + 1]]
    print(solve(values))


if __name__ == "__main__":
    main()
`;
const CODE_LINES = [
  '    best = float("-inf")',
  '    running = 0',
  '    for value in values:',
  '        running = max(value, running + value)',
  '        best = max(best, running)',
  '    seen = {}',
  '    for index, value in enumerate(values):',
  '        if target - value in seen:',
  '            return [seen[target - value], index]',
  '        seen[value] = index',
  '    values.sort()',
  '    left, right = 0, len(values) - 1',
  '    while left < right:',
  '        total = values[left] + values[right]',
  '    return best if best != float("-inf") else 0',
  '    # keep the prefix sums to answer each range in O(1)',
  '    prefix = [0] * (len(values) + 1)',
  '    for i, value in enumerate(values):',
  '        prefix[i + 1] = prefix[i] + value',
];
const TYPED = ['r', 'e', 't', 'u', 'rn', ' ', 'b', 'est', '(', ')', ':', 'i', 'f ', 'val', 'ues', '[', ']', '0', '1'];

/**
 * The batches one candidate's editor sends, `count` of them `intervalMs` apart, as JSON text: each ~20 events over five seconds of work —
 * a focus and a blur, keystrokes, a paste of some lines copied from the editor (its `paste` event and its edit),
 * a run of the examples and its result; the first opens with the document's snapshot. Change sets are CodeMirror's
 * `ChangeSet.toJSON()` on a document whose length the generator follows, so they are well formed.
 */
export function batchesOf(candidate, stream, count, startT, intervalMs) {
  const random = randomOf(candidate * 7919 + 17);
  const pick = (list) => list[Math.floor(random() * list.length)];
  let length = STARTER.length;
  const bodies = [];
  for (let seq = 0; seq < count; seq += 1) {
    let t = startT + seq * intervalMs;
    const tick = () => (t += 50 + Math.floor(random() * 250));
    const events = [];
    if (seq === 0) events.push({ t: tick(), type: 'snapshot', language: 'python', doc: STARTER });
    events.push({ t: tick(), type: 'focus' });
    const edit = (changes, delta) => {
      events.push({ t: tick(), type: 'edit', language: 'python', changes });
      length += delta;
    };
    const keystrokes = 12 + Math.floor(random() * 5);
    for (let key = 0; key < keystrokes; key += 1) {
      const at = Math.floor(random() * length);
      if (random() < 0.15 && at > 0) edit([at - 1, [1], length - at], -1);
      else if (random() < 0.15) {
        const indent = '        '.slice(0, 4 * (1 + Math.floor(random() * 2)));
        edit([at, [0, '', indent], length - at], 1 + indent.length);
      } else {
        const text = pick(TYPED);
        edit([at, [0, text], length - at], text.length);
      }
    }
    // Some lines copied from the editor and pasted elsewhere in it (a refactor): not from outside.
    const lines = Array.from({ length: 14 + Math.floor(random() * 28) }, () => pick(CODE_LINES));
    const pasted = lines.join('\n').length;
    const at = Math.floor(random() * length);
    events.push({ t: tick(), type: 'paste', language: 'python', length: pasted, lines: lines.length, external: false });
    edit([at, [0, ...lines], length - at], pasted);
    events.push({ t: tick(), type: 'run', action: 'examples', language: 'python' });
    const passed = Math.floor(random() * 4);
    events.push({ t: tick(), type: 'result', action: 'examples', passed, total: 3, compile_error: false });
    events.push({ t: tick(), type: 'blur' });
    bodies.push(JSON.stringify({ stream, seq, events }));
  }
  return bodies;
}
