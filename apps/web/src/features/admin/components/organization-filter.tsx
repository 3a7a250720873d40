import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TextField } from '@/components/form/text-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useSearchParamUpdater } from '@/lib/use-search-param';
import { useAdminOrganizations } from '@/features/admin/api/admin-organizations';

/** The organizations by name the select offers at once; typing a name finds any of the others. */
const OFFERED = 100;

/**
 * Chooses one organization (or all) for a list filtered in the URL under `param`: a select of the organizations by
 * name, narrowed by what is typed in "Find organization" (searched by the API, so every organization can be found).
 */
export function OrganizationFilter({ param }: { param: string }) {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const [search, setSearch] = useState('');
  const applied = useDeferredValue(search.trim());
  const organizations = useAdminOrganizations({ search: applied || undefined, page: 1, limit: OFFERED });
  const chosen = params.get(param) ?? '';
  const offered = organizations.data?.organizations ?? [];
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        className="w-full sm:w-56"
        label="Find organization"
        name="organization-search"
        type="search"
        placeholder="Organization name"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor="organization-filter">Organization</Label>
        <NativeSelect
          id="organization-filter"
          value={chosen}
          disabled={organizations.isPending}
          onChange={(event) => update({ [param]: event.target.value || null, page: null })}
        >
          <option value="">Every organization</option>
          {chosen && !offered.some((organization) => organization.id === chosen) ? (
            <option value={chosen}>The chosen organization</option>
          ) : null}
          {offered.map((organization) => (
            <option key={organization.id} value={organization.id}>
              {organization.name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
