// Matrix rows for organizations, members, invitations, the platform admin's routes, product settings and telemetry.
import { PRODUCT_NAME_DEFAULT } from '@assay/contracts';
import { adminOnly, demoOrgAdmin, demoOrgStaff, everyone, org, signedIn, type MatrixRow } from './outcomes.js';

export const organizationRows: MatrixRow[] = [
  { route: 'GET /api/v1/organizations', request: () => ({ url: '/api/v1/organizations' }), expect: signedIn('ok') },
  {
    route: 'POST /api/v1/organizations',
    request: () => ({ url: '/api/v1/organizations', payload: { name: 'Matrix Org' } }),
    // Staff already belong to one; the admin creates without joining.
    expect: { ...signedIn(403), interviewer: 409, orgadmin: 409, outsider: 409, admin: 'ok' },
  },
  {
    route: 'GET /api/v1/organizations/:id',
    request: (ids) => ({ url: org(ids) }),
    expect: { ...signedIn('ok'), noRole: 404, outsider: 404 },
  },
  {
    route: 'PUT /api/v1/organizations/:id',
    request: (ids) => ({ url: org(ids), payload: { name: 'Demo Company' } }),
    expect: demoOrgAdmin,
  },
  {
    route: 'GET /api/v1/organizations/:id/members',
    request: (ids) => ({ url: org(ids, '/members') }),
    expect: demoOrgStaff,
  },
  {
    route: 'PATCH /api/v1/organizations/:id/members/:userId',
    request: (ids) => ({ url: org(ids, `/members/${ids.demoCandidateId}`), payload: { role: 'candidate' } }),
    expect: demoOrgAdmin,
  },
  {
    route: 'DELETE /api/v1/organizations/:id/members/:userId',
    request: (ids) => ({ url: org(ids, `/members/${ids.spareMemberId}`) }),
    expect: demoOrgAdmin,
    prepare: 'spareMember',
  },
  {
    route: 'GET /api/v1/organizations/:id/invitations',
    request: (ids) => ({ url: org(ids, '/invitations') }),
    expect: demoOrgAdmin,
  },
  {
    route: 'GET /api/v1/organizations/:id/activity',
    request: (ids) => ({ url: org(ids, '/activity') }),
    expect: demoOrgAdmin,
  },
  {
    route: 'POST /api/v1/organizations/:id/invitations',
    request: (ids) => ({
      url: org(ids, '/invitations'),
      payload: { email: 'matrix-invitee@example.test', role: 'candidate' },
    }),
    expect: demoOrgAdmin,
  },
  {
    route: 'POST /api/v1/organizations/:id/invitations/:invId/resend',
    request: (ids) => ({ url: org(ids, `/invitations/${ids.invitationId}/resend`) }),
    expect: demoOrgAdmin,
  },
  {
    route: 'GET /api/v1/organizations/:id/invitations/:invId/link',
    request: (ids) => ({ url: org(ids, `/invitations/${ids.invitationId}/link`) }),
    expect: demoOrgAdmin,
  },
  {
    route: 'DELETE /api/v1/organizations/:id/invitations/:invId',
    request: (ids) => ({ url: org(ids, `/invitations/${ids.invitationId}`) }),
    expect: demoOrgAdmin,
    prepare: 'freshInvitation',
  },
  {
    route: 'GET /api/v1/organizations/:id/settings',
    request: (ids) => ({ url: org(ids, '/settings') }),
    expect: demoOrgStaff,
  },
  {
    route: 'PATCH /api/v1/organizations/:id/settings',
    request: (ids) => ({ url: org(ids, '/settings'), payload: { defaultTaskDeadlineDays: 7 } }),
    expect: demoOrgAdmin,
  },
  {
    route: 'POST /api/v1/organizations/invites',
    request: (ids) => ({
      url: '/api/v1/organizations/invites',
      payload: {
        organizationId: ids.demoOrganizationId,
        invitations: [{ email: 'bulk@example.test', role: 'interviewer' }],
      },
    }),
    expect: demoOrgAdmin,
  },
  {
    route: 'GET /api/v1/interviewer/candidates',
    request: () => ({ url: '/api/v1/interviewer/candidates' }),
    // The outsider sees their own organization's (empty) directory; the admin names none and gets an empty one.
    expect: { ...signedIn(403), interviewer: 'ok', orgadmin: 'ok', admin: 'ok', outsider: 'ok' },
  },
  {
    route: 'GET /api/v1/invitations/accept/:token',
    request: () => ({ url: '/api/v1/invitations/accept/not-a-real-token-0000' }),
    expect: everyone(404),
  },
  {
    route: 'POST /api/v1/invitations/accept/:token',
    request: () => ({ url: '/api/v1/invitations/accept/not-a-real-token-0000' }),
    expect: signedIn(404),
  },
  { route: 'GET /api/v1/admin/audit-logs', request: () => ({ url: '/api/v1/admin/audit-logs' }), expect: adminOnly },
  { route: 'GET /api/v1/admin/mails', request: () => ({ url: '/api/v1/admin/mails' }), expect: adminOnly },
  {
    route: 'GET /api/v1/admin/organizations',
    request: () => ({ url: '/api/v1/admin/organizations' }),
    expect: adminOnly,
  },
  {
    route: 'GET /api/v1/admin/organizations/:id',
    request: (ids) => ({ url: `/api/v1/admin/organizations/${ids.demoOrganizationId}` }),
    expect: adminOnly,
  },
  // An organization that does not exist: the admin's 404 shows the guard let them through, and nothing is suspended.
  {
    route: 'POST /api/v1/admin/organizations/:id/suspend',
    request: () => ({ url: '/api/v1/admin/organizations/no-such-org/suspend', payload: { reason: 'Matrix' } }),
    expect: { ...signedIn(403), admin: 404 },
  },
  {
    route: 'POST /api/v1/admin/organizations/:id/restore',
    request: () => ({ url: '/api/v1/admin/organizations/no-such-org/restore', payload: { reason: 'Matrix' } }),
    expect: { ...signedIn(403), admin: 404 },
  },
  {
    route: 'GET /api/v1/organizations/suspension',
    request: () => ({ url: '/api/v1/organizations/suspension' }),
    expect: signedIn('ok'),
  },
  { route: 'GET /api/v1/product', request: () => ({ url: '/api/v1/product' }), expect: everyone('ok') },
  { route: 'GET /api/v1/admin/settings', request: () => ({ url: '/api/v1/admin/settings' }), expect: adminOnly },
  // The test app's own defaults, so the admin's change changes nothing.
  {
    route: 'PUT /api/v1/admin/settings',
    request: () => ({
      url: '/api/v1/admin/settings',
      payload: { productName: PRODUCT_NAME_DEFAULT, signUp: 'open', rateLimitMax: 100000, rateLimitWindowSeconds: 60 },
    }),
    expect: adminOnly,
  },
  { route: 'GET /api/v1/admin/metrics', request: () => ({ url: '/api/v1/admin/metrics' }), expect: adminOnly },
  { route: 'GET /api/v1/admin/stats', request: () => ({ url: '/api/v1/admin/stats' }), expect: adminOnly },
  { route: 'GET /api/v1/admin/errors', request: () => ({ url: '/api/v1/admin/errors' }), expect: adminOnly },
  { route: 'GET /api/v1/admin/vitals', request: () => ({ url: '/api/v1/admin/vitals' }), expect: adminOnly },
  // Errors and vitals happen before sign-in too: anyone may report them.
  {
    route: 'GET /api/v1/telemetry/config',
    request: () => ({ url: '/api/v1/telemetry/config' }),
    expect: everyone('ok'),
  },
  {
    route: 'POST /api/v1/telemetry/errors',
    request: () => ({
      url: '/api/v1/telemetry/errors',
      payload: { kind: 'error', message: 'matrix probe', url: '/matrix' },
    }),
    expect: everyone('ok'),
  },
  {
    route: 'POST /api/v1/telemetry/vitals',
    request: () => ({
      url: '/api/v1/telemetry/vitals',
      payload: { page: '/matrix', metrics: [{ name: 'LCP', value: 1200 }] },
    }),
    expect: everyone('ok'),
  },
];
