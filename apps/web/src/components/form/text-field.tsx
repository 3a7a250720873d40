import type { ComponentProps, ReactNode } from 'react';
import { FieldShell } from '@/components/form/field-shell';
import { Input } from '@/components/ui/input';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Shown under the field and announced with it; the field is marked invalid while there is one. */
  error?: string | undefined;
  /** A short line under the label that says what the field wants. */
  hint?: ReactNode;
}

/** A label above an input, an optional hint, and the field's error under it (DESIGN.md, forms). */
export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <Input {...control} {...input} />}
    </FieldShell>
  );
}
