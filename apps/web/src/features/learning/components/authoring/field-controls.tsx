import type { ReactNode } from 'react';
import { FieldShell } from '@/components/form/field-shell';
import { TextField } from '@/components/form/text-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';

interface FieldProps<Value> {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

/** A Markdown or plain text area under its label, with its error under it. */
export function TextAreaField({ rows = 6, ...props }: FieldProps<string> & { rows?: number }) {
  return (
    <FieldShell label={props.label} error={props.error} hint={props.hint} className={props.className}>
      {(control) => (
        <Textarea
          {...control}
          rows={rows}
          className="font-mono text-xs leading-relaxed"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}

/** A whole number; an emptied field holds NaN, which the check reports in words instead of a silent 0. */
export function NumberField({ min, max, ...props }: FieldProps<number> & { min: number; max: number }) {
  return (
    <TextField
      label={props.label}
      error={props.error}
      hint={props.hint}
      className={props.className}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      value={Number.isNaN(props.value) ? '' : props.value}
      onChange={(event) => props.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
    />
  );
}

export function SelectField<Value extends string>({
  options,
  ...props
}: FieldProps<Value> & { options: readonly { value: Value; label: string }[] }) {
  return (
    <FieldShell label={props.label} error={props.error} hint={props.hint} className={props.className}>
      {(control) => (
        <NativeSelect
          {...control}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value as Value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FieldShell>
  );
}
