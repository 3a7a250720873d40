import { ChangeSet, EditorState, type ChangeSpec } from '@codemirror/state';
import { replay, type LanguageId, type TelemetryEvent } from '@assay/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSession, CHECKPOINT_EVERY, stateAt } from '@/features/behavior/components/playback/session-model';

// What the candidate's editor records, made by the real CodeMirror: each language's document starts with a snapshot,
// every transaction is recorded as `tr.changes.toJSON()`, and other events come in between. The replay, which needs
// no editor, must end on exactly the editor's documents.

const LANGUAGES = ['python', 'java', 'javascript'] as const satisfies readonly LanguageId[];
// Line breaks of every kind (CodeMirror splits on \r\n, \r and \n), accents, and a character outside the BMP.
const text = fc.string({
  unit: fc.constantFrom('a', 'b', 'x', ' ', '\n', '\r\n', '\r', 'é', '😀', '\t'),
  maxLength: 12,
});

/** One change of a transaction, placed by fractions of the document's length. */
const change = fc.record({ from: fc.double({ min: 0, max: 1, noNaN: true }), length: fc.nat(8), insert: text });

const op = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      changes: fc.array(change, { minLength: 1, maxLength: 4 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('batch' as const),
      steps: fc.array(fc.array(change, { minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('switch' as const), to: fc.constantFrom(...LANGUAGES), starter: text }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('marker' as const),
      which: fc.constantFrom('paste', 'blur', 'focus', 'run', 'result'),
    }),
  },
);

const sessionOf = (minLength: number, maxLength: number) =>
  fc.record({ first: fc.constantFrom(...LANGUAGES), starter: text, ops: fc.array(op, { minLength, maxLength }) });
type SessionInput = ReturnType<typeof sessionOf> extends fc.Arbitrary<infer Value> ? Value : never;
const session = sessionOf(0, 120);
// Longer than a few checkpoints' worth (CHECKPOINT_EVERY events).
const longSession = sessionOf(CHECKPOINT_EVERY, CHECKPOINT_EVERY * 3);

/** Non-overlapping change specs, in the document's coordinates, from fractions of its length. */
function specsFor(state: EditorState, changes: { from: number; length: number; insert: string }[]): ChangeSpec[] {
  const length = state.doc.length;
  const placed = changes
    .map((entry) => {
      const from = Math.floor(entry.from * length);
      return { from, to: Math.min(length, from + entry.length), insert: entry.insert };
    })
    .sort((a, b) => a.from - b.from);
  const specs: ChangeSpec[] = [];
  let reached = 0;
  for (const spec of placed) {
    if (spec.from < reached) continue;
    specs.push(spec);
    reached = spec.to;
  }
  return specs;
}

function record(input: SessionInput) {
  const events: TelemetryEvent[] = [];
  const states = new Map<LanguageId, EditorState>();
  let t = 1_790_000_000_000;
  const at = () => (t += 1 + ((events.length * 7919) % 5000));
  let language: LanguageId = input.first;
  const open = (to: LanguageId, starter: string) => {
    const state = EditorState.create({ doc: starter });
    states.set(to, state);
    events.push({ t: at(), type: 'snapshot', language: to, doc: state.doc.toString() });
  };
  open(language, input.starter);

  for (const step of input.ops) {
    const state = states.get(language)!;
    switch (step.kind) {
      case 'edit': {
        const tr = state.update({ changes: specsFor(state, step.changes) });
        events.push({ t: at(), type: 'edit', language, changes: tr.changes.toJSON() });
        states.set(language, tr.state);
        break;
      }
      case 'batch': {
        // Several transactions sent as one composed change set.
        let current = state;
        let composed = ChangeSet.empty(state.doc.length);
        for (const changes of step.steps) {
          const tr = current.update({ changes: specsFor(current, changes) });
          composed = composed.compose(tr.changes);
          current = tr.state;
        }
        events.push({ t: at(), type: 'edit', language, changes: composed.toJSON() });
        states.set(language, current);
        break;
      }
      case 'switch':
        events.push({ t: at(), type: 'language', from: language, to: step.to });
        // A language opened for the first time loads its starter code, recorded as a snapshot.
        if (!states.has(step.to)) open(step.to, step.starter);
        language = step.to;
        break;
      case 'marker': {
        const now = at();
        if (step.which === 'paste')
          events.push({ t: now, type: 'paste', language, length: 10, lines: 1, external: now % 2 === 0 });
        else if (step.which === 'run') events.push({ t: now, type: 'run', action: 'examples', language });
        else if (step.which === 'result')
          events.push({ t: now, type: 'result', action: 'examples', passed: 1, total: 2, compile_error: false });
        else events.push({ t: now, type: step.which });
        break;
      }
    }
  }
  return { events, states, language };
}

describe('replaying a recording', () => {
  it('reproduces exactly what the editor held, for every language', () => {
    fc.assert(
      fc.property(session, (input) => {
        const { events, states, language } = record(input);
        const replayed = replay(events);
        expect(replayed.language).toBe(language);
        for (const [id, state] of states) expect(replayed.docs[id]).toBe(state.doc.toString());
        expect(Object.keys(replayed.docs).sort()).toEqual([...states.keys()].sort());
      }),
      { numRuns: 300 },
    );
  });

  it('jumps to any moment through the checkpoints as replaying from the start would', () => {
    fc.assert(
      fc.property(
        longSession.chain((input) => {
          const { events } = record(input);
          return fc.tuple(fc.constant(events), fc.array(fc.nat(events.length), { minLength: 1, maxLength: 12 }));
        }),
        ([events, counts]) => {
          const prepared = buildSession(events);
          for (const count of counts) expect(stateAt(prepared, count)).toEqual(replay(events, count));
        },
      ),
      { numRuns: 30 },
    );
  });
});
