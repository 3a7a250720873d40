import { defaultKeymap, indentWithTab } from '@codemirror/commands';
import { cpp } from '@codemirror/lang-cpp';
import { go } from '@codemirror/lang-go';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { rust } from '@codemirror/lang-rust';
import { PostgreSQL, sql } from '@codemirror/lang-sql';
import { HighlightStyle, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import type { LanguageId } from '@assay/contracts';
import { basicSetup } from 'codemirror';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { activityReporter, outsideValue, type EditorActivity } from '@/components/editor-activity';
import { cn } from '@/lib/utils';

const highlighting: Record<LanguageId, () => Extension> = {
  javascript: () => javascript(),
  typescript: () => javascript({ typescript: true }),
  python: () => python(),
  // C is highlighted by the C++ grammar (a superset for highlighting's purposes).
  c: () => cpp(),
  cpp: () => cpp(),
  java: () => java(),
  go: () => go(),
  rust: () => rust(),
  sql: () => sql({ dialect: PostgreSQL }),
};

/**
 * Each language's own indentation, as its style guide and formatter have it: Go's gofmt uses tabs; PEP 8, Java, C, C++
 * and Rust four spaces; JavaScript, TypeScript and SQL two.
 */
export const INDENTATION: Record<LanguageId, string> = {
  javascript: '  ',
  typescript: '  ',
  python: '    ',
  c: '    ',
  cpp: '    ',
  java: '    ',
  go: '\t',
  rust: '    ',
  sql: '  ',
};

/** Highlighting and indentation: what changes with the language (none: plain text, such as a test's input). */
const languageSupport = (language: LanguageId | undefined): Extension =>
  language
    ? [highlighting[language](), indentUnit.of(INDENTATION[language]), EditorState.tabSize.of(4)]
    : [EditorState.tabSize.of(4)];

// Colours from the design tokens, so the editor follows the light and dark themes with the rest of the page.
const tokens = EditorView.theme({
  '&': { backgroundColor: 'var(--color-background)', color: 'var(--color-foreground)', height: '100%' },
  '.cm-content': { fontFamily: 'var(--font-mono)', caretColor: 'var(--color-foreground)' },
  '.cm-gutters': { backgroundColor: 'var(--color-muted)', color: 'var(--color-muted-foreground)', border: 'none' },
  '.cm-activeLine, .cm-activeLineGutter': {
    backgroundColor: 'color-mix(in srgb, var(--color-primary) 8%, transparent)',
  },
  '&.cm-focused': { outline: '2px solid var(--color-ring)' },
  '.cm-scroller': { overflow: 'auto' },
});

// CodeMirror's default colours fall below 4.5:1 on white (its #e40 for escapes, say); these come from the theme's
// --syntax-* tokens, which keep AA contrast in light and dark alike.
const syntaxColours = syntaxHighlighting(
  HighlightStyle.define([
    {
      tag: [tags.keyword, tags.operatorKeyword, tags.controlKeyword, tags.definitionKeyword, tags.moduleKeyword],
      color: 'var(--syntax-keyword)',
    },
    { tag: [tags.string, tags.special(tags.string), tags.character], color: 'var(--syntax-string)' },
    { tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--syntax-number)' },
    {
      tag: [tags.comment, tags.lineComment, tags.blockComment, tags.docComment],
      color: 'var(--syntax-comment)',
      fontStyle: 'italic',
    },
    {
      tag: [
        tags.function(tags.variableName),
        tags.function(tags.propertyName),
        tags.definition(tags.function(tags.variableName)),
      ],
      color: 'var(--syntax-function)',
    },
    { tag: [tags.escape, tags.regexp], color: 'var(--syntax-escape)' },
    { tag: [tags.typeName, tags.className, tags.namespace], color: 'var(--syntax-type)' },
    { tag: tags.invalid, color: 'var(--color-destructive)' },
  ]),
);

interface CodeEditorProps {
  value: string;
  /** Omitted: plain text (a test's input or output). */
  language?: LanguageId | undefined;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+Enter. */
  onRun?: () => void;
  /** Ctrl/Cmd+S. */
  onSave?: () => void;
  /** Ctrl/Cmd+Shift+Enter (a candidate's "Check all tests"). */
  onCheck?: () => void;
  /** Ctrl/Cmd+Shift+S (a candidate's "Submit final", which asks to confirm). */
  onSubmit?: () => void;
  fontSize?: number;
  label: string;
  /** A closed task's code: shown, selectable, not editable. */
  readOnly?: boolean;
  /** A form field's hint and error (their ids), and whether it is invalid: a form's code fields carry them. */
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  /** Its height, when not the workbench's (at least 20 rem). */
  className?: string | undefined;
  /** What the person does (edits, pastes) and the document whenever it is set from outside, for a recorder. */
  onActivity?: ((activity: EditorActivity) => void) | undefined;
}

/** CodeMirror 6 with highlighting for every runner language; shortcuts run and save. */
// An explicit tab stop: the scrolling region then counts as reachable by keyboard (axe, WCAG 2.1.1).
const contentLabel = (label: string, describedBy?: string, invalid?: boolean) =>
  EditorView.contentAttributes.of({
    'aria-label': label,
    tabindex: '0',
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
  });
const editability = (readOnly: boolean) => [EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)];

export function CodeEditor({
  value,
  language,
  onChange,
  onRun,
  onSave,
  onCheck,
  onSubmit,
  fontSize = 14,
  label,
  readOnly = false,
  describedBy,
  invalid,
  className = 'min-h-80',
  onActivity,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const compartments = useRef({
    language: new Compartment(),
    font: new Compartment(),
    editable: new Compartment(),
    label: new Compartment(),
  });
  // The latest callbacks, read by the editor's handlers (created once).
  const handlers = useRef({ onChange, onRun, onSave, onCheck, onSubmit, onActivity });
  useLayoutEffect(() => {
    handlers.current = { onChange, onRun, onSave, onCheck, onSubmit, onActivity };
  });

  useEffect(() => {
    const { language: languageSlot, font, editable, label: labelSlot } = compartments.current;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          keymap.of([
            { key: 'Mod-Enter', preventDefault: true, run: () => (handlers.current.onRun?.(), true) },
            { key: 'Mod-Shift-Enter', preventDefault: true, run: () => (handlers.current.onCheck?.(), true) },
            { key: 'Mod-s', preventDefault: true, run: () => (handlers.current.onSave?.(), true) },
            { key: 'Mod-Shift-s', preventDefault: true, run: () => (handlers.current.onSubmit?.(), true) },
          ]),
          basicSetup,
          keymap.of([...defaultKeymap, indentWithTab]),
          languageSlot.of(languageSupport(language)),
          font.of(EditorView.theme({ '&': { fontSize: `${fontSize}px` } })),
          editable.of(editability(readOnly)),
          tokens,
          syntaxColours,
          labelSlot.of(contentLabel(label, describedBy, invalid)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) handlers.current.onChange(update.state.doc.toString());
          }),
          activityReporter(() => handlers.current.onActivity),
        ],
      }),
    });
    view.current = editor;
    handlers.current.onActivity?.({ type: 'snapshot', doc: value });
    return () => editor.destroy();
    // Created once; the effects below keep it in step with the props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.language.reconfigure(languageSupport(language)) });
  }, [language]);

  // The label names the language: it follows a language switch, or a screen reader announces the old one.
  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.label.reconfigure(contentLabel(label, describedBy, invalid)),
    });
  }, [label, describedBy, invalid]);

  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.font.reconfigure(EditorView.theme({ '&': { fontSize: `${fontSize}px` } })),
    });
  }, [fontSize]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.editable.reconfigure(editability(readOnly)) });
  }, [readOnly]);

  // A new value from outside (a language switch loading its starter code, a reset): replace the document, marked as
  // not the person's edit (a recorder takes it as a snapshot).
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value)
      editor.dispatch({
        changes: { from: 0, to: editor.state.doc.length, insert: value },
        annotations: outsideValue.of(true),
      });
  }, [value]);

  return <div ref={host} className={cn('h-full overflow-hidden rounded-md border border-border', className)} />;
}
