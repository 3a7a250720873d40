import { ROLES, type Role, type User } from '@assay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { UserSearch } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { TextField } from '@/components/form/text-field';
import { ListPagination } from '@/components/list-pagination';
import { QueryError } from '@/components/query-error';
import { roleLabels } from '@/components/role-labels';
import { TableSkeleton } from '@/components/table-skeleton';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataRow, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/lib/auth-context';
import { readPage, useSearchParamUpdater } from '@/lib/use-search-param';
import { changeUserRole } from '@/features/users/api/change-user-role';
import { useUserList, userListKeys } from '@/features/users/api/get-user-list';

const PAGE_SIZE = 20;

interface PendingChange {
  user: User;
  role: Role;
}

function UserRow({
  user,
  isSelf,
  onChoose,
}: {
  user: User;
  isSelf: boolean;
  onChoose: (change: PendingChange) => void;
}) {
  const label = `Role of ${user.name || user.email}`;
  return (
    <DataRow>
      <td className="px-3 py-2 font-medium">{user.name || '—'}</td>
      <td className="px-3 py-2">{user.email}</td>
      <td className="px-3 py-2">
        <NativeSelect
          aria-label={label}
          value={user.role ?? ''}
          disabled={isSelf}
          title={isSelf ? 'You cannot change your own role here.' : undefined}
          onChange={(event) => onChoose({ user, role: event.target.value as Role })}
        >
          {user.role ? null : <option value="">No role yet</option>}
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </NativeSelect>
      </td>
    </DataRow>
  );
}

/**
 * The platform admin's people: search and pages in the URL (`?q=`, `?page=`, `?organization_id=`), and a role change
 * through the existing role flow (POST /users/{id}/update-role, its SPEC §8 toasts and audit entry), confirmed first.
 */
export function UserDirectory() {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const applied = params.get('q') ?? '';
  const organizationId = params.get('organization_id') ?? undefined;
  const [search, setSearch] = useState(applied);
  const page = readPage(params, 'page');
  const users = useUserList({
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    ...(applied ? { search: applied } : {}),
    ...(organizationId ? { organization_id: organizationId } : {}),
  });
  const { userId, reloadUser } = useAuth();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    await changeUserRole({ userId: pending.user.id, role: pending.role, reloadUser });
    await queryClient.invalidateQueries({ queryKey: userListKeys.all });
    setBusy(false);
    setPending(null);
  }

  return (
    <section aria-label="Users" className="flex flex-col gap-4">
      <TextField
        className="w-full sm:w-80"
        label="Search users"
        name="q"
        type="search"
        placeholder="Name or email"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          update({ q: event.target.value.trim() || null, page: null });
        }}
      />
      {users.isPending ? (
        <TableSkeleton label="Loading the users…" />
      ) : users.isError ? (
        <QueryError
          what="The users could not be loaded."
          error={users.error}
          retrying={users.isFetching}
          onRetry={() => void users.refetch()}
        />
      ) : users.data.users.length === 0 ? (
        <EmptyState
          icon={<UserSearch />}
          title={applied ? `No user matches “${applied}”` : 'No users here'}
          description="Search looks at names and email addresses."
        />
      ) : (
        <>
          <DataTable
            caption="Users, with a menu to change each one's role (you confirm before it is saved)."
            columns={['Name', 'Email', 'Role']}
          >
            {users.data.users.map((user) => (
              <UserRow key={user.id} user={user} isSelf={user.id === userId} onChoose={setPending} />
            ))}
          </DataTable>
          <ListPagination
            label="User pages"
            page={page}
            limit={PAGE_SIZE}
            total={users.data.total}
            busy={users.isFetching}
            onPageChange={(next) => update({ page: next })}
          />
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={pending ? `Change the role of ${pending.user.name || pending.user.email}?` : ''}
        description={
          pending ? (
            <p>
              From {pending.user.role ? roleLabels[pending.user.role] : 'no role'} to {roleLabels[pending.role]}. What
              they can see and do changes at their next request.
            </p>
          ) : null
        }
        confirmLabel="Change role"
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
