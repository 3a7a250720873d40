import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/** A list's filter: a labelled select whose first option (`any`, the empty value) filters nothing. */
export function FilterSelect({
  id,
  label,
  value,
  any,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  any: string;
  options: readonly (readonly [value: string, name: string])[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{any}</option>
        {options.map(([option, name]) => (
          <option key={option} value={option}>
            {name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
