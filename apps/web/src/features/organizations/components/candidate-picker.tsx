import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { useCandidates } from '@/features/organizations/api/get-candidates';

interface CandidatePickerProps {
  /** The chosen candidates' emails. */
  selected: readonly string[];
  onChange: (emails: string[]) => void;
}

/** The caller's organization's candidates (members, not pending invitees), searched and ticked one by one. */
export function CandidatePicker({ selected, onChange }: CandidatePickerProps) {
  const [search, setSearch] = useState('');
  const candidates = useCandidates(search.trim());
  const members = (candidates.data?.candidates ?? []).filter((entry) => entry.status === 'member');
  const toggle = (email: string, on: boolean) =>
    onChange(on ? [...selected, email] : selected.filter((chosen) => chosen !== email));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Candidates of your organization</legend>
      <Input
        type="search"
        aria-label="Search candidates"
        placeholder="Search by name or email"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded-md border border-border p-2">
        {candidates.isPending ? <p className="text-sm text-muted-foreground">Loading the candidates…</p> : null}
        {candidates.isError ? <p className="text-sm text-destructive">The candidates could not be loaded.</p> : null}
        {candidates.isSuccess && members.length === 0 ? (
          <p className="text-sm text-muted-foreground">No candidate matches. Invite them by email below.</p>
        ) : null}
        {members.map((member) => (
          <label key={member.email} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={selected.includes(member.email)}
              onChange={(event) => toggle(member.email, event.target.checked)}
            />
            <span>{member.name || member.email}</span>
            <span className="text-muted-foreground">{member.email}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
