import { OrganizationFilter } from '@/features/admin/components/organization-filter';
import { ORGANIZATION_PARAM, StaffTaskList } from '@/features/tasks/components/staff-task-list';

export function OrgAdminTasksPage() {
  return <StaffTaskList scope="organization" />;
}

export function AdminTasksPage() {
  return <StaffTaskList scope="platform" organizationFilter={<OrganizationFilter param={ORGANIZATION_PARAM} />} />;
}
