import type { Role } from '@assay/contracts';

export const roleLabels: Record<Role, string> = {
  candidate: 'Candidate',
  interviewer: 'Interviewer',
  orgadmin: 'Organization admin',
  admin: 'Platform admin',
};
