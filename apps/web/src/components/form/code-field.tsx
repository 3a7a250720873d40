import type { LanguageId } from '@assay/contracts';
import { useId, type ReactNode } from 'react';
import { LazyCodeEditor } from '@/components/lazy-code-editor';

interface CodeFieldProps {
  /** The field's name: shown above it and the editor's accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Highlighting and indentation; omitted: plain text (a test's input or output). */
  language?: LanguageId | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  /** The editor's height (Tailwind classes). */
  className?: string;
}

/**
 * A code or test-data field of a form, in the candidates' editor (CodeMirror): the label above, hint and error
 * beside it as for every field (FieldShell), carried by the editor as its name, description and invalid state.
 */
export function CodeField({ label, value, onChange, language, hint, error, className = 'h-56' }: CodeFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-2">
      {/* Not a <label>: the editor is no form control; it carries the same text as its accessible name. */}
      <p id={`${id}-label`} className="text-sm leading-none font-medium">
        {label}
      </p>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <LazyCodeEditor
        label={label}
        value={value}
        onChange={onChange}
        language={language}
        describedBy={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        invalid={error ? true : undefined}
        className={className}
        fontSize={13}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
