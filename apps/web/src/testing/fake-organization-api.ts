import type {
  Invitation,
  Organization,
  OrganizationActivityEntry,
  OrganizationSettings,
  TaskStats,
} from '@assay/contracts';
import { vi } from 'vitest';
import type { Member } from '@/features/organizations/api/get-members';
import { authValue, sampleUser } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';

export const ORG_ID = 'org-1';
const DAY = 24 * 60 * 60 * 1000;

export const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();
export const daysFromNow = (days: number) => isoIn(days * DAY);

/** The signed-in orgadmin (u-1, Ada) of org-1. */
export function orgAdminAuth() {
  return authValue('orgadmin', { user: sampleUser({ role: 'orgadmin', organizationId: ORG_ID }) });
}

export function sampleOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: ORG_ID,
    name: 'Acme Hiring',
    website: 'https://acme.example',
    createdBy: 'u-1',
    createdAt: daysFromNow(-90),
    updatedAt: daysFromNow(-90),
    ...overrides,
  };
}

export function sampleMembers(): Member[] {
  return [
    { userId: 'u-1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'orgadmin', joinedAt: daysFromNow(-90) },
    {
      userId: 'u-2',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      role: 'interviewer',
      joinedAt: daysFromNow(-30),
    },
    { userId: 'u-3', name: 'Alan Turing', email: 'alan@example.com', role: 'candidate', joinedAt: daysFromNow(-2) },
    {
      userId: 'u-4',
      name: 'Edsger Dijkstra',
      email: 'edsger@example.com',
      role: 'candidate',
      joinedAt: daysFromNow(-1),
    },
  ];
}

export function sampleInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 'inv-1',
    organizationId: ORG_ID,
    email: 'barbara@example.com',
    role: 'interviewer',
    status: 'pending',
    expiresAt: daysFromNow(5),
    createdAt: daysFromNow(-2),
    invitedBy: 'u-1',
    ...overrides,
  };
}

export function sampleActivity(): OrganizationActivityEntry[] {
  return [
    {
      id: 'a-3',
      action: 'organization.invitation_accepted',
      actorName: 'Edsger Dijkstra',
      subject: 'edsger@example.com',
      role: 'candidate',
      createdAt: daysFromNow(-1),
    },
    {
      id: 'a-2',
      action: 'organization.invitation_sent',
      actorName: 'Ada Lovelace',
      subject: 'edsger@example.com',
      role: 'candidate',
      createdAt: daysFromNow(-2),
    },
    {
      id: 'a-1',
      action: 'organization.created',
      actorName: 'Ada Lovelace',
      subject: null,
      role: null,
      createdAt: daysFromNow(-90),
    },
  ];
}

export interface FakeState {
  organization: Organization;
  activity: OrganizationActivityEntry[];
  members: Member[];
  invitations: Invitation[];
  settings: OrganizationSettings;
  taskStats: TaskStats;
}

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Answers one request instead of the fake, or undefined to let the fake answer. */
export type Override = (request: FakeRequest) => Response | Promise<Response> | undefined;

const error = (status: number, code: string, message: string) =>
  jsonResponse({ statusCode: status, error: 'Error', code, message, requestId: 'r-1' }, status);

function answer(state: FakeState, { method, path, body }: FakeRequest): Response {
  const base = `/api/v1/organizations/${ORG_ID}`;
  const input = (body ?? {}) as Record<string, unknown>;
  const member = path.match(new RegExp(`^${base}/members/([^/]+)$`));
  const invitation = path.match(new RegExp(`^${base}/invitations/([^/]+)(/resend)?$`));

  if (path === base && method === 'GET') return jsonResponse(state.organization);
  if (path === base && method === 'PUT') {
    state.organization = { ...state.organization, ...input };
    return jsonResponse(state.organization);
  }
  if (path === `${base}/activity` && method === 'GET') return jsonResponse({ items: state.activity });
  if (path === `${base}/members` && method === 'GET') return jsonResponse({ members: state.members });
  if (member && method === 'PATCH') {
    state.members = state.members.map((entry) =>
      entry.userId === member[1] ? { ...entry, role: input.role as Member['role'] } : entry,
    );
    return jsonResponse({ success: true });
  }
  if (member && method === 'DELETE') {
    state.members = state.members.filter((entry) => entry.userId !== member[1]);
    return jsonResponse({ success: true });
  }
  if (path === `${base}/invitations` && method === 'GET') return jsonResponse({ invitations: state.invitations });
  if (path === `${base}/invitations` && method === 'POST') {
    const created = sampleInvitation({
      id: `inv-${state.invitations.length + 10}`,
      email: String(input.email),
      role: input.role as Invitation['role'],
      expiresAt: daysFromNow(7),
    });
    state.invitations = [...state.invitations, created];
    return jsonResponse(created, 201);
  }
  if (invitation?.[2] && method === 'POST') {
    const found = state.invitations.find((entry) => entry.id === invitation[1]);
    if (!found) return error(404, 'INVITATION_NOT_FOUND', 'Invitation not found.');
    const renewed = { ...found, expiresAt: daysFromNow(7) };
    state.invitations = state.invitations.map((entry) => (entry.id === renewed.id ? renewed : entry));
    return jsonResponse(renewed);
  }
  if (invitation && method === 'DELETE') {
    state.invitations = state.invitations.filter((entry) => entry.id !== invitation[1]);
    return jsonResponse({ success: true });
  }
  if (path === '/api/v1/organizations/invites' && method === 'POST') {
    const list = (input.invitations ?? []) as { email: string; role: Invitation['role'] }[];
    const created = list.map((entry, index) =>
      sampleInvitation({ id: `bulk-${index}`, email: entry.email, role: entry.role, expiresAt: daysFromNow(7) }),
    );
    state.invitations = [...state.invitations, ...created];
    return jsonResponse({ invitations: created, failed: [] }, 201);
  }
  if (path === '/api/v1/tasks/stats' && method === 'GET') return jsonResponse(state.taskStats);
  if (path === `${base}/settings` && method === 'GET') return jsonResponse(state.settings);
  if (path === `${base}/settings` && method === 'PATCH') {
    state.settings = { ...state.settings, ...input };
    return jsonResponse(state.settings);
  }
  return error(404, 'ROUTE_NOT_FOUND', `No route for ${method} ${path}`);
}

/**
 * Replaces fetch with an in-memory organization API that keeps what is changed, so a page's refetch after a
 * mutation shows the result. `override` answers chosen requests itself (a failure, a slow answer).
 */
export function stubOrganizationApi({
  state: initial = {},
  override,
}: { state?: Partial<FakeState>; override?: Override } = {}) {
  // A copy, so one test's changes never leak into the samples another test starts from.
  const state: FakeState = structuredClone({
    organization: sampleOrganization(),
    activity: sampleActivity(),
    members: sampleMembers(),
    invitations: [sampleInvitation()],
    settings: { defaultTaskDeadlineDays: 7 },
    taskStats: {
      assessments: 3,
      tasks: { assigned: 2, in_progress: 1, submitted: 0, scored: 4, expired: 1 },
      average_score: 72.5,
      submitted_last_7_days: 4,
      candidates: [],
    },
    ...initial,
  });
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(request);
    return (await override?.(request)) ?? answer(state, request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    state,
    fetchMock,
    /** The requests sent with a method other than GET, as "METHOD /path". */
    writes: () => requests.filter((request) => request.method !== 'GET'),
    requests,
  };
}

export { error as errorResponse };
