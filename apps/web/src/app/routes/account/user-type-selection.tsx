import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { chooseFirstRole, roleUpdatedMessage } from '@/features/users/choose-role';
import { PageBody, PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { RoleChoices } from '@/features/users/components/role-choices';
import { userService, type SelfSelectableRole } from '@/features/users/api/user-service';
import { toast } from '@/lib/toast';

/** /user-type-selection: a signed-in user without a role chooses one, once (SPEC.md §2). */
export function UserTypeSelectionPage() {
  const { userRole, reloadUser } = useAuth();
  const navigate = useNavigate();
  // Held while choosing, so the reloaded role does not trigger the "already chosen" redirect before ours.
  const [choosing, setChoosing] = useState<SelfSelectableRole | null>(null);

  if (userRole && !choosing) return <Navigate to={paths.dashboard} replace />;

  async function choose(role: SelfSelectableRole) {
    setChoosing(role);
    const outcome = await chooseFirstRole(role, userService, reloadUser);
    if (outcome.kind === 'chosen') {
      toast.success(roleUpdatedMessage(role));
      // Then the profile, and for staff without an organization the organization form, before home.
      void navigate(paths.profileSetup, { replace: true });
      return;
    }
    if (outcome.kind === 'alreadySet') toast.info(outcome.message);
    else toast.error(outcome.message);
    setChoosing(null);
  }

  return (
    <PageBody>
      <PageHeader
        title="Choose your role"
        description="How will you use Assay? This sets your home page and menu. Only an administrator can change it later."
      />
      <RoleChoices choosing={choosing} onChoose={(role) => void choose(role)} />
    </PageBody>
  );
}
