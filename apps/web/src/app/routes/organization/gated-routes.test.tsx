import type { Role } from '@assay/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/organization-stub-api';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { renderRoute } from '@/testing/render-route';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const asRole = (role: Role) => ({ auth: authValue(role) });
const formHeading = { level: 1, name: 'Create Your Organization' } as const;

describe("the route table's organization gate", () => {
  it.each([
    ['interviewer', paths.interviewerDashboard],
    ['interviewer', paths.candidates],
    ['orgadmin', paths.interviewerTasks],
    ['interviewer', paths.templates],
    ['orgadmin', paths.templateCreate],
    ['orgadmin', '/templates/tpl-42'],
    ['orgadmin', paths.orgAdmin],
    ['orgadmin', paths.orgAdminUsers],
  ] as const)('asks a %s without an organization to create one at %s', async (role, path) => {
    stubApi({});
    renderRoute(path, asRole(role));
    expect(await screen.findByRole('heading', formHeading, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each([
    [paths.templates, 'Task Templates'],
    [paths.orgAdminUsers, 'Users'],
  ])('lets the admin through at %s', async (path, title) => {
    stubApi({});
    renderRoute(path, asRole('admin'));
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('leaves candidate pages alone', async () => {
    stubApi({});
    renderRoute(paths.gameMode, asRole('candidate'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Game Mode' }, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('serves the form at /organization-form to any signed-in user', async () => {
    stubApi({});
    renderRoute(paths.organizationForm, asRole('candidate'));
    expect(await screen.findByRole('heading', formHeading, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('serves the invitation page at /invitation, signed in or not', async () => {
    stubApi({});
    renderRoute(paths.invitation);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accept invitation' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is incomplete');
  });
});
