import { insertNewlineAndIndent } from '@codemirror/commands';
import { EditorView } from '@codemirror/view';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeEditor } from '@/components/code-editor';

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
