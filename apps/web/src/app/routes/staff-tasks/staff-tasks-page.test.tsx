import type { StaffTask } from '@assay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page';
import { AdminTasksPage, OrgAdminTasksPage } from '@/app/routes/staff-tasks/staff-tasks-page';
import { paths } from '@/config/paths';
import { authValue } from '@/testing/auth-value';
import { jsonResponse } from '@/testing/fetch-stub';

const task: StaffTask = {
  id: 'task-1',
  title: 'Two Sum',
  difficulty: 'medium',
  status: 'scored',
  score: 80,
  candidate: { id: 'u-1', name: 'Cara Candidate', email: 'cara@example.test' },
  organization: { id: 'org-1', name: 'Acme Hiring' },
  assessment_id: 'as-1',
  origin_task_id: null,
  template_id: 'platform-two-sum',
  template_version: 1,
  assigned_by: 'u-2',
  assigned_at: '2026-11-20T10:00:00.000Z',
  due_at: null,
  duration_minutes: null,
  started_at: null,
  submitted_at: '2026-11-21T10:00:00.000Z',
};

function stubApi() {
  const calls: { key: string; search: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ key, search: url.search, body });
      if (key === 'GET /api/v1/tasks')
        return jsonResponse({
          tasks: url.searchParams.get('status') === 'expired' ? [] : [task],
          total: 1,
          page: 1,
          limit: 25,
        });
      // The first page holds Acme Hiring; a search for "zen" finds Zenith Labs, past the first hundred.
      if (key === 'GET /api/v1/admin/organizations')
        return jsonResponse({
          organizations: [
            {
              ...(url.searchParams.get('search') === 'zen'
                ? { id: 'org-zen', name: 'Zenith Labs' }
                : { id: 'org-1', name: 'Acme Hiring' }),
              website: '',
              createdAt: '2026-10-01T10:00:00.000Z',
              suspendedAt: null,
              suspendedReason: null,
              usage: { members: 1, assessments: 1, tasks: 1, submissions: 0, lastActivityAt: null },
            },
          ],
          total: 1,
          page: 1,
          limit: 100,
        });
      if (key === 'POST /api/v1/tasks/task-1/fork')
        return jsonResponse({ task: null, invited: body.candidate_email }, 202);
      return jsonResponse({ code: 'ROUTE_NOT_FOUND', message: 'no route' }, 404);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('/org-admin/tasks and /admin/tasks', () => {
  it("lists the organization's tasks with filters in the URL, and gives a task to another candidate", async () => {
    const calls = stubApi();
    const { user, router } = renderPage(<OrgAdminTasksPage />, {
      path: paths.orgAdminTasks,
      auth: authValue('orgadmin'),
    });
    const row = await screen.findByRole('row', { name: /Two Sum/ });
    expect(row).toHaveTextContent('Cara Candidate');
    expect(row).toHaveTextContent('Scored 80 / 100');
    expect(
      within(screen.getByRole('table')).queryByRole('columnheader', { name: 'Organization' }),
    ).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Give Two Sum to another candidate' }));
    const form = screen.getByRole('form', { name: 'Give the task to another candidate' });
    await user.type(within(form).getByLabelText("Candidate's email"), 'New@Example.test');
    await user.click(within(form).getByRole('button', { name: 'Give task' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'POST /api/v1/tasks/task-1/fork')?.body).toEqual({
        candidate_email: 'new@example.test',
        origin_task_id: 'task-1',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Give the task to another candidate' })).not.toBeInTheDocument(),
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'expired');
    expect(router.state.location.search).toBe('?status=expired');
    expect(await screen.findByText('No task matches these filters')).toBeInTheDocument();
  });

  it('shows the admin every organization, with no way to give tasks', async () => {
    stubApi();
    renderPage(<AdminTasksPage />, { path: paths.adminTasks, auth: authValue('admin') });
    const row = await screen.findByRole('row', { name: /Two Sum/ });
    expect(row).toHaveTextContent('Acme Hiring');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'All Tasks' })).toBeInTheDocument();
  });

  it("filters the admin's list by organization through the URL", async () => {
    const calls = stubApi();
    const { user, router } = renderPage(<AdminTasksPage />, { path: paths.adminTasks, auth: authValue('admin') });
    await screen.findByRole('row', { name: /Two Sum/ });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Organization' }), 'Acme Hiring');
    expect(router.state.location.search).toBe('?organization_id=org-1');
    await waitFor(() =>
      expect(
        calls.some((call) => call.key === 'GET /api/v1/tasks' && call.search.includes('organization_id=org-1')),
      ).toBe(true),
    );
  });

  it('finds an organization past the first hundred by its name', async () => {
    const calls = stubApi();
    const { user, router } = renderPage(<AdminTasksPage />, { path: paths.adminTasks, auth: authValue('admin') });
    const select = await screen.findByRole('combobox', { name: 'Organization' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Acme Hiring' })).toBeInTheDocument());
    await user.type(screen.getByRole('searchbox', { name: 'Find organization' }), 'zen');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Zenith Labs' })).toBeInTheDocument());
    expect(
      calls.some((call) => call.key === 'GET /api/v1/admin/organizations' && call.search.includes('search=zen')),
    ).toBe(true);
    await user.selectOptions(select, 'Zenith Labs');
    expect(router.state.location.search).toBe('?organization_id=org-zen');
  });
});
