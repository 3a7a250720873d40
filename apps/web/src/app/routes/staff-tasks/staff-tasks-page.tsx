import { StaffTaskList } from '@/features/tasks/components/staff-task-list';

export function OrgAdminTasksPage() {
  return <StaffTaskList scope="organization" />;
}

export function AdminTasksPage() {
  return <StaffTaskList scope="platform" />;
}
