import { defaultKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import type { LanguageId } from '@assay/contracts';
import { basicSetup } from 'codemirror';
import { useEffect, useLayoutEffect, useRef } from 'react';

const highlighting: Record<LanguageId, () => Extension> = {
  javascript: () => javascript(),
  typescript: () => javascript({ typescript: true }),
  python: () => python(),
};

// Colours from the design tokens, so the editor follows the light and dark themes with the rest of the page.
const tokens = EditorView.theme({
  '&': { backgroundColor: 'var(--color-background)', color: 'var(--color-foreground)', height: '100%' },
  '.cm-content': { fontFamily: 'var(--font-mono)', caretColor: 'var(--color-foreground)' },
  '.cm-gutters': { backgroundColor: 'var(--color-muted)', color: 'var(--color-muted-foreground)', border: 'none' },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'color-mix(in srgb, var(--color-primary) 8%, transparent)' },
  '&.cm-focused': { outline: '2px solid var(--color-ring)' },
  '.cm-scroller': { overflow: 'auto' },
});

interface CodeEditorProps {
  value: string;
  language: LanguageId;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+Enter. */
  onRun?: () => void;
  /** Ctrl/Cmd+S. */
  onSave?: () => void;
  fontSize?: number;
  label: string;
}

/** CodeMirror 6 with highlighting for every runner language; shortcuts run and save. */
export function CodeEditor({ value, language, onChange, onRun, onSave, fontSize = 14, label }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const compartments = useRef({ language: new Compartment(), font: new Compartment() });
  // The latest callbacks, read by the editor's handlers (created once).
  const handlers = useRef({ onChange, onRun, onSave });
  useLayoutEffect(() => {
    handlers.current = { onChange, onRun, onSave };
  });

  useEffect(() => {
    const { language: languageSlot, font } = compartments.current;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          keymap.of([
            { key: 'Mod-Enter', preventDefault: true, run: () => (handlers.current.onRun?.(), true) },
            { key: 'Mod-s', preventDefault: true, run: () => (handlers.current.onSave?.(), true) },
          ]),
          basicSetup,
          keymap.of([...defaultKeymap, indentWithTab]),
          languageSlot.of(highlighting[language]()),
          font.of(EditorView.theme({ '&': { fontSize: `${fontSize}px` } })),
          tokens,
          // An explicit tab stop: the scrolling region then counts as reachable by keyboard (axe, WCAG 2.1.1).
          EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) handlers.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // Created once; the effects below keep it in step with the props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.language.reconfigure(highlighting[language]()) });
  }, [language]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.font.reconfigure(EditorView.theme({ '&': { fontSize: `${fontSize}px` } })) });
  }, [fontSize]);

  // A new value from outside (a language switch loading its starter code, a reset): replace the document.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={host} className="h-full min-h-80 overflow-hidden rounded-md border border-border" />;
}
