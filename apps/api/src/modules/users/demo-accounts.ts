import type { Role } from '@assay/contracts';

export const DEMO_ORGANIZATION = {
  id: 'demo-organization',
  name: 'Demo Company',
  website: 'https://demo.assay.dev',
} as const;

/** The demo accounts (password DEMO_PASSWORD). All but the admin belong to the demo organization. */
export const DEMO_ACCOUNTS: readonly { email: string; name: string; role: Role; inOrganization: boolean }[] = [
  { email: 'admin@demo.assay.dev', name: 'Ada Admin', role: 'admin', inOrganization: false },
  { email: 'orgadmin@demo.assay.dev', name: 'Olga Orgadmin', role: 'orgadmin', inOrganization: true },
  { email: 'interviewer@demo.assay.dev', name: 'Ivan Interviewer', role: 'interviewer', inOrganization: true },
  { email: 'candidate@demo.assay.dev', name: 'Cora Candidate', role: 'candidate', inOrganization: true },
];
