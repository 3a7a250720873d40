import type { User } from '@assay/contracts';
import { roleLabels } from '@/components/role-labels';
import { Badge } from '@/components/ui/badge';

/** What a person cannot change here: the address they sign in with and the role an admin manages. */
export function AccountFacts({ user }: { user: User }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
      <dt className="text-muted-foreground">Email</dt>
      <dd className="break-all">{user.email}</dd>
      <dt className="text-muted-foreground">Role</dt>
      <dd>
        {user.role ? (
          <Badge variant="outline">{roleLabels[user.role]}</Badge>
        ) : (
          <span className="text-muted-foreground">Not chosen yet</span>
        )}
      </dd>
    </dl>
  );
}
