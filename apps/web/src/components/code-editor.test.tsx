import { insertNewlineAndIndent } from '@codemirror/commands';
import { EditorView } from '@codemirror/view';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeEditor } from '@/components/code-editor';
import type { EditorActivity } from '@/components/editor-activity';

/** The CodeMirror view behind an editor found by its label. */
function viewOf(label: string): EditorView {
  const view = EditorView.findFromDOM(screen.getByLabelText(label).closest('.cm-editor') as HTMLElement);
  if (!view) throw new Error(`no editor labelled ${label}`);
  return view;
}

/** Puts the cursor at the end and presses Enter, as the editor's keymap does. */
function newlineAtEnd(view: EditorView): string {
  view.dispatch({ selection: { anchor: view.state.doc.length } });
  insertNewlineAndIndent(view);
  return view.state.doc.toString();
}

describe('CodeEditor', () => {
  it('names the language it holds, and renames itself when the language changes', () => {
    const props = { value: 'print(1)', onChange: () => undefined };
    const { rerender } = render(<CodeEditor {...props} language="python" label="Python 3 code" />);
    expect(screen.getByLabelText('Python 3 code')).toHaveAttribute('contenteditable', 'true');
    rerender(<CodeEditor {...props} value="int main() {}" language="cpp" label="C++ (G++) code" />);
    expect(screen.getByLabelText('C++ (G++) code')).toHaveTextContent('int main() {}');
    expect(screen.queryByLabelText('Python 3 code')).toBeNull();
  });

  it('indents each language its own way: Python four spaces, JavaScript two, Go a tab, and follows a switch', () => {
    const onChange = () => undefined;
    const { rerender } = render(
      <CodeEditor value="def f():" onChange={onChange} language="python" label="Python 3 code" />,
    );
    expect(newlineAtEnd(viewOf('Python 3 code'))).toBe('def f():\n    ');
    rerender(<CodeEditor value="def f():" onChange={onChange} language="javascript" label="JavaScript code" />);
    const view = viewOf('JavaScript code');
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: 'function f() {' } });
    expect(newlineAtEnd(view)).toBe('function f() {\n  ');
    rerender(<CodeEditor value="" onChange={onChange} language="go" label="Go code" />);
    const go = viewOf('Go code');
    go.dispatch({ changes: { from: 0, to: go.state.doc.length, insert: 'func f() {' } });
    expect(newlineAtEnd(go)).toBe('func f() {\n\t');
  });
});

describe('CodeEditor activity', () => {
  function openEditor(value = 'a = 1\n') {
    const activity: EditorActivity[] = [];
    const props = { onChange: () => undefined, language: 'python' as const, label: 'Python 3 code' };
    const view = render(<CodeEditor {...props} value={value} onActivity={(entry) => activity.push(entry)} />);
    return {
      activity,
      editor: viewOf('Python 3 code'),
      setValue: (next: string) =>
        view.rerender(<CodeEditor {...props} value={next} onActivity={(entry) => activity.push(entry)} />),
    };
  }

  it('reports the document it opens with, then each edit as a change set', () => {
    const { activity, editor } = openEditor();
    editor.dispatch({ changes: { from: 6, insert: 'b = 2' }, userEvent: 'input.type' });
    expect(activity).toEqual([
      { type: 'snapshot', doc: 'a = 1\n' },
      { type: 'edit', changes: [6, [0, 'b = 2']] },
    ]);
  });

  it('takes a new value from outside as a snapshot, not an edit', () => {
    const { activity, setValue } = openEditor();
    setValue('print(2)\n');
    expect(activity).toEqual([
      { type: 'snapshot', doc: 'a = 1\n' },
      { type: 'snapshot', doc: 'print(2)\n' },
    ]);
  });

  it('reports a paste before its edit, external unless copied from this editor', () => {
    const { activity, editor } = openEditor('one\ntwo\n');
    const paste = (text: string) =>
      editor.dispatch({ changes: { from: editor.state.doc.length, insert: text }, userEvent: 'input.paste' });
    paste('x = 1\ny = 2');
    expect(activity.slice(1)).toEqual([
      { type: 'paste', length: 11, lines: 2, external: true },
      { type: 'edit', changes: [8, [0, 'x = 1', 'y = 2']] },
    ]);
    editor.dispatch({ selection: { anchor: 0, head: 7 } });
    editor.contentDOM.dispatchEvent(new Event('copy', { bubbles: true }));
    paste('one\ntwo');
    expect(activity.at(-2)).toEqual({ type: 'paste', length: 7, lines: 2, external: false });
  });
});
