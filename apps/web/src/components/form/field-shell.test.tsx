import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InviteForm } from '@/features/organizations/components/invite-form';
import { jsonResponse } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Field errors, the browser's own and the server's, go as the person types and come back on the next submit. */
describe('a field error clears as the user types', () => {
  it("hides the browser check's error on change, and shows it again when a submit finds it again", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({}, 500)),
    );
    const { user } = renderPage(<InviteForm organizationId="org-1" />, { path: '/' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, '@');
    expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.clear(email);
    await user.type(email, 'still wrong');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveFocus();
  });

  it("hides the server's field error on change", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        jsonResponse(
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'ALREADY_MEMBER',
            message: 'Already a member.',
            fields: [{ field: 'body.email', message: 'This person is already a member of your organization.' }],
          },
          409,
        ),
      ),
    );
    const { user } = renderPage(<InviteForm organizationId="org-1" />, { path: '/' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'member@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This person is already a member of your organization.')).toBeInTheDocument();
    await user.type(email, 'x');
    expect(screen.queryByText('This person is already a member of your organization.')).not.toBeInTheDocument();
  });
});
