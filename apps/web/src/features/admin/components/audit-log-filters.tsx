import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';

export interface AuditFilters {
  action: string;
  actor: string;
}

// The actions recorded today; the field takes any text, so actions added later can be typed in.
const KNOWN_ACTIONS = [
  'auth.sign_up',
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.lockout',
  'auth.logout',
  'user.role_chosen',
  'user.role_changed',
];

interface AuditLogFiltersProps {
  /** The filters in the URL; the form starts from them and is re-created when they change (Back, a shared link). */
  applied: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}

export function AuditLogFilters({ applied, onApply }: AuditLogFiltersProps) {
  const [values, setValues] = useState(applied);
  const filtered = applied.action !== '' || applied.actor !== '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply({ action: values.action.trim(), actor: values.actor.trim() });
  }

  return (
    <form onSubmit={submit} aria-label="Filter the audit log" className="flex flex-wrap items-end gap-3">
      <TextField
        className="min-w-48 flex-1"
        label="Action"
        name="action"
        list="audit-actions"
        placeholder="Any action"
        value={values.action}
        onChange={(event) => setValues((current) => ({ ...current, action: event.target.value }))}
      />
      <datalist id="audit-actions">
        {KNOWN_ACTIONS.map((action) => (
          <option key={action} value={action} />
        ))}
      </datalist>
      <TextField
        className="min-w-48 flex-1"
        label="Actor"
        name="actor"
        placeholder="Any user id"
        value={values.actor}
        onChange={(event) => setValues((current) => ({ ...current, actor: event.target.value }))}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          Apply filters
        </Button>
        {filtered ? (
          <Button variant="ghost" onClick={() => onApply({ action: '', actor: '' })}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}
