import { useSearchParams } from 'react-router';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useSearchParamUpdater } from '@/lib/use-search-param';
import { useAdminOrganizations } from '@/features/admin/api/admin-organizations';

/** The first organizations by name the filter offers; past that, the organization's own page links its tasks. */
const OFFERED = 100;

/** Chooses one organization (or all) for a list filtered in the URL under `param`. */
export function OrganizationFilter({ param }: { param: string }) {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const organizations = useAdminOrganizations({ page: 1, limit: OFFERED });
  const chosen = params.get(param) ?? '';
  const offered = organizations.data?.organizations ?? [];
  return (
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
  );
}
