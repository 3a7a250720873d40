import { Annotation, type EditorState, type Transaction } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { ChangesJson } from '@assay/contracts';

/**
 * What the person did in an editor, for a recorder (the behavior feature's telemetry): their edits as CodeMirror
 * change sets, their pastes, and a snapshot of the document whenever it is set rather than edited (the editor
 * opening, a new value from outside such as a language switch or a reset).
 */
export type EditorActivity =
  | { type: 'snapshot'; doc: string }
  | { type: 'edit'; changes: ChangesJson }
  /** Before the edit that carries its text. `external`: not copied or cut from this editor since it opened. */
  | { type: 'paste'; length: number; lines: number; external: boolean };

/** Marks the editor's own replacement of its document by a new `value`: not the person's edit. */
export const outsideValue = Annotation.define<true>();

// Copies remembered per editor: enough for a session's worth of copy and paste, bounded all the same.
const REMEMBERED_COPIES = 200;

/** Text compared without the line endings and surrounding whitespace a paste may add or drop. */
const normalise = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/** What a copy or cut takes, as CodeMirror puts it on the clipboard: the selections, or whole lines without one. */
function copiedText(state: EditorState): string {
  const ranges = state.selection.ranges;
  if (ranges.some((range) => !range.empty))
    return ranges
      .filter((range) => !range.empty)
      .map((range) => state.sliceDoc(range.from, range.to))
      .join(state.lineBreak);
  return ranges.map((range) => state.doc.lineAt(range.head).text).join(state.lineBreak);
}

function insertedText(tr: Transaction): { text: string; lines: number } {
  const pieces: string[] = [];
  let lines = 0;
  tr.changes.iterChanges((_fromA, _toA, _fromB, _toB, inserted) => {
    pieces.push(inserted.toString());
    lines += inserted.lines;
  });
  return { text: pieces.join('\n'), lines };
}

/** The extension reporting activity to `report` (read on each event, so the owner may change it). */
export function activityReporter(report: () => ((activity: EditorActivity) => void) | undefined) {
  const copied = new Set<string>();
  const remember = (state: EditorState) => {
    const text = normalise(copiedText(state));
    if (!text) return;
    copied.delete(text);
    copied.add(text);
    if (copied.size > REMEMBERED_COPIES) copied.delete(copied.values().next().value!);
  };
  return [
    EditorView.domEventHandlers({
      copy: (_event, view) => void remember(view.state),
      cut: (_event, view) => void remember(view.state),
    }),
    EditorView.updateListener.of((update) => {
      const handler = report();
      if (!handler) return;
      for (const tr of update.transactions) {
        if (!tr.docChanged) continue;
        if (tr.annotation(outsideValue)) {
          handler({ type: 'snapshot', doc: tr.newDoc.toString() });
          continue;
        }
        // Text dropped in from elsewhere arrives like a paste, and counts as one.
        if (tr.isUserEvent('input.paste') || tr.isUserEvent('input.drop')) {
          const { text, lines } = insertedText(tr);
          handler({ type: 'paste', length: text.length, lines, external: !copied.has(normalise(text)) });
        }
        handler({ type: 'edit', changes: tr.changes.toJSON() as ChangesJson });
      }
    }),
  ];
}
