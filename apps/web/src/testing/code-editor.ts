import { EditorView } from '@codemirror/view';
import { screen } from '@testing-library/react';

/**
 * Replaces the text of the CodeMirror editor with this accessible name (within `scope`, or the page), as typing
 * would: jsdom has no layout, so the change goes through the editor's own view rather than key events.
 */
export async function fillCodeEditor(
  label: string,
  text: string,
  scope: Pick<typeof screen, 'findByLabelText'> = screen,
) {
  const content = await scope.findByLabelText(label);
  const view = EditorView.findFromDOM(content.closest('.cm-editor') as HTMLElement);
  if (!view) throw new Error(`no code editor labelled ${label}`);
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}
