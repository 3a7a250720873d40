import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { homePathForRole } from '@/features/identity/roles';

/**
 * /dashboard has no page of its own: it sends each role to its home (SPEC.md §2, §4 step 4). The guard has
 * already waited for sign-in and sync; a user who has not chosen a role chooses one first.
 */
export function DashboardPage() {
  const { userRole } = useAuth();
  return <Navigate to={userRole ? homePathForRole(userRole) : paths.userTypeSelection} replace />;
}
