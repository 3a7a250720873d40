import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminOrganizationPage } from '@/app/routes/admin/admin-organizations';
import { BillingPage, CheckoutSuccessPage, SubscriptionPlansPage } from '@/app/routes/billing/billing-pages';
import { PricingPage } from '@/app/routes/public/pricing';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { authValue, sampleUser } from '@/testing/auth-value';
import { seriousViolations } from '@/testing/axe';
import { sampleSubscription, samplePlans, teamPlan } from '@/testing/billing';
import { jsonResponse, stubApiRoutes } from '@/testing/fetch-stub';
import { renderPage } from '@/testing/render-page';
import { spyOnToastsEachTest } from '@/testing/toast-spies';

const orgadmin = () => authValue('orgadmin', { user: sampleUser({ role: 'orgadmin', organizationId: 'org-1' }) });

describe('billing pages', { timeout: 20_000 }, () => {
  spyOnToastsEachTest('success', 'error');

  it('/pricing shows the live plans with prices, limits and a way to choose', async () => {
    stubApiRoutes({ 'GET /api/v1/subscriptions/plans': () => jsonResponse(samplePlans()) });
    const { user, container } = renderPage(<PricingPage />, { path: paths.pricing });
    const team = (await screen.findByRole('heading', { name: 'Team' })).closest('div.flex.flex-col') as HTMLElement;
    expect(screen.getByText('$49')).toBeInTheDocument();
    expect(screen.getAllByText('per seat per month').length).toBeGreaterThan(0);
    expect(screen.getByText('Contact us')).toBeInTheDocument();
    expect(screen.getAllByText('Unlimited').length).toBe(5);
    expect(screen.getAllByText('Assessments sent per month').length).toBe(3);
    expect(screen.getByText('100 assessments')).toBeInTheDocument();
    expect(screen.queryByText(/not on sale yet/)).toBeNull();
    expect(team).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(screen.getByText(/save 17%/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose plan: Team' })).toHaveAttribute('href', paths.subscriptionPlans);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('/subscription-plans starts a checkout for the plan, interval and seats, then leaves for it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = stubApiRoutes({
      'GET /api/v1/subscriptions/plans': () => jsonResponse(samplePlans()),
      'GET /api/v1/subscriptions/current': () => jsonResponse(sampleSubscription()),
      'POST /api/v1/subscriptions/checkout-session': () =>
        jsonResponse({ url: 'https://checkout.test/pay/cs_1', sessionId: 'cs_1' }),
    });
    const { user, container } = renderPage(<SubscriptionPlansPage />, {
      path: paths.subscriptionPlans,
      entry: `${paths.subscriptionPlans}?checkout=canceled`,
      auth: orgadmin(),
    });
    const free = await screen.findByRole('group', { name: 'Free plan' });
    expect(within(free).getByText('Current plan')).toBeInTheDocument();
    expect(screen.getByText(/checkout was canceled/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Enterprise plan' })).getByText(/Priced by agreement/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yearly' }));
    const seats = screen.getByLabelText('Seats for Team');
    expect(seats).toHaveValue(2);
    await user.clear(seats);
    await user.type(seats, '3');
    await user.click(screen.getByRole('button', { name: 'Choose Team' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.test/pay/cs_1'));
    expect(calls.find((call) => call.key === 'POST /api/v1/subscriptions/checkout-session')?.body).toEqual({
      plan: 'team',
      interval: 'year',
      seats: 3,
    });
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('/subscription-plans says plans are assigned by the administrator when payments are manual', async () => {
    stubApiRoutes({
      'GET /api/v1/subscriptions/plans': () => jsonResponse(samplePlans('manual')),
      'GET /api/v1/subscriptions/current': () => jsonResponse(sampleSubscription({ payments: 'manual' })),
    });
    renderPage(<SubscriptionPlansPage />, { path: paths.subscriptionPlans, auth: orgadmin() });
    expect(await screen.findByText(/assigned by the platform administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
  });

  it('/subscription-plans is read-only for someone who is not an orgadmin', async () => {
    const calls = stubApiRoutes({ 'GET /api/v1/subscriptions/plans': () => jsonResponse(samplePlans()) });
    renderPage(<SubscriptionPlansPage />, { path: paths.subscriptionPlans, auth: authValue('interviewer') });
    expect(await screen.findByText(/An organization admin chooses/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
    expect(calls.some((call) => call.key.endsWith('/subscriptions/current'))).toBe(false);
  });

  it('the billing page shows meters and invoices and cancels at period end only after confirming', async () => {
    const paid = sampleSubscription({
      plan: teamPlan,
      source: 'stripe',
      seats: 2,
      currentPeriodEnd: '2027-01-07T00:00:00.000Z',
      nextInvoice: { amountDue: 9_800, currency: 'usd', date: '2027-01-07T00:00:00.000Z' },
      invoices: [
        {
          id: 'in_1',
          number: 'INV-0001',
          status: 'paid',
          amountDue: 9_800,
          amountPaid: 9_800,
          currency: 'usd',
          periodStart: '2026-12-07T00:00:00.000Z',
          periodEnd: '2027-01-07T00:00:00.000Z',
          hostedUrl: 'https://invoices.test/in_1',
          pdfUrl: 'https://invoices.test/in_1.pdf',
          createdAt: '2026-12-07T00:00:00.000Z',
        },
      ],
    });
    let canceled = false;
    const calls = stubApiRoutes({
      'GET /api/v1/subscriptions/current': () => jsonResponse({ ...paid, cancelAtPeriodEnd: canceled }),
      'POST /api/v1/subscriptions/cancel': () => {
        canceled = true;
        return jsonResponse({ ...paid, cancelAtPeriodEnd: true });
      },
    });
    const { user, container } = renderPage(<BillingPage title="Organization Billing" />, {
      path: paths.orgAdminBilling,
      auth: orgadmin(),
    });
    expect(await screen.findByRole('heading', { name: 'Team plan' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Paid through Stripe')).toBeInTheDocument();
    expect(screen.getByText('7 of 5 assessments')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Assessments sent per month used' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText(/read-only until usage fits/)).toBeInTheDocument();
    expect(screen.getByText(/Resets on/)).toBeInTheDocument();
    expect(screen.getByText('40 used · Unlimited')).toBeInTheDocument();
    expect(screen.getByText(/\$98 on/)).toBeInTheDocument();
    const invoice = screen.getByRole('row', { name: /INV-0001/ });
    expect(within(invoice).getByRole('link', { name: /PDF of invoice INV-0001/ })).toHaveAttribute(
      'href',
      'https://invoices.test/in_1.pdf',
    );
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', paths.subscriptionPlans);
    expect(await seriousViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    const dialog = await screen.findByRole('alertdialog', { name: /Cancel Team at the end of the period/ });
    expect(calls.some((call) => call.key.endsWith('/cancel'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByText(/Canceled: Team ends on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep subscription' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalled();
  });

  it('the billing page replaces the actions with the explanation when payments are manual', async () => {
    stubApiRoutes({
      'GET /api/v1/subscriptions/current': () =>
        jsonResponse(sampleSubscription({ source: 'manual', payments: 'manual', plan: teamPlan })),
    });
    renderPage(<BillingPage title="Billing" />, { path: paths.accountBilling, auth: orgadmin() });
    expect(await screen.findByText('Assigned by your administrator')).toBeInTheDocument();
    expect(screen.getByText(/invoicing happens outside Assay/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change plan' })).toBeNull();
  });

  it('/checkout/success verifies the session once and confirms the plan', async () => {
    const calls = stubApiRoutes({
      'POST /api/v1/subscriptions/verify-session': () =>
        jsonResponse({
          status: 'complete',
          subscription: sampleSubscription({ plan: teamPlan, source: 'stripe', seats: 2 }),
        }),
    });
    const { container } = renderPage(<CheckoutSuccessPage />, {
      path: paths.checkoutSuccess,
      entry: `${paths.checkoutSuccess}?session_id=cs_1`,
      auth: orgadmin(),
    });
    expect(await screen.findByRole('heading', { name: 'Payment confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/Acme Hiring is now on the Team plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute('href', paths.orgAdminBilling);
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', paths.dashboard);
    const verifies = calls.filter((call) => call.key === 'POST /api/v1/subscriptions/verify-session');
    expect(verifies).toHaveLength(1);
    expect(verifies[0]?.body).toEqual({ sessionId: 'cs_1' });
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('/checkout/success says when the payment is not finished, and when the session expired', async () => {
    let status = 'open';
    stubApiRoutes({
      'POST /api/v1/subscriptions/verify-session': () => jsonResponse({ status, subscription: sampleSubscription() }),
    });
    const { user } = renderPage(<CheckoutSuccessPage />, {
      path: paths.checkoutSuccess,
      entry: `${paths.checkoutSuccess}?session_id=cs_2`,
      auth: orgadmin(),
    });
    expect(await screen.findByRole('heading', { name: 'Payment not finished yet' })).toBeInTheDocument();
    status = 'expired';
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'This checkout has expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the plans' })).toHaveAttribute('href', paths.subscriptionPlans);
  });

  it('/checkout/success explains an error from the API', async () => {
    stubApiRoutes({
      'POST /api/v1/subscriptions/verify-session': () =>
        jsonResponse({ code: 'CONFLICT', message: 'The checkout session belongs to another organization.' }, 409),
    });
    renderPage(<CheckoutSuccessPage />, {
      path: paths.checkoutSuccess,
      entry: `${paths.checkoutSuccess}?session_id=cs_x`,
      auth: orgadmin(),
    });
    expect(await screen.findByRole('heading', { name: 'The payment could not be confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The checkout session belongs to another organization.');
  });

  it('the admin sees an organization’s plan and assigns another, with the server’s refusal shown', async () => {
    let refuse = true;
    const calls = stubApiRoutes({
      'GET /api/v1/admin/organizations/org-1': () =>
        jsonResponse({
          id: 'org-1',
          name: 'Acme Hiring',
          website: '',
          createdAt: '2026-10-01T10:00:00.000Z',
          suspendedAt: null,
          suspendedReason: null,
          usage: { members: 2, assessments: 4, tasks: 9, submissions: 17, lastActivityAt: null },
          members: [],
        }),
      'GET /api/v1/subscriptions/plans': () => jsonResponse(samplePlans('manual')),
      'GET /api/v1/admin/organizations/org-1/subscription': () => jsonResponse(sampleSubscription()),
      'PUT /api/v1/admin/organizations/org-1/subscription': () =>
        refuse
          ? jsonResponse({ code: 'CONFLICT', message: 'This organization pays through Stripe.' }, 409)
          : jsonResponse(sampleSubscription({ plan: teamPlan, source: 'manual', seats: 4, interval: 'year' })),
    });
    const { user } = renderPage(<AdminOrganizationPage />, {
      path: paths.adminOrganization,
      entry: '/admin/organizations/org-1',
      auth: authValue('admin'),
    });
    const section = (await screen.findByRole('heading', { name: 'Plan' })).closest('section') as HTMLElement;
    expect(await within(section).findByText('Default plan')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByRole('option', { name: 'Team' })).toBeInTheDocument());
    await user.selectOptions(within(section).getByLabelText('Plan'), 'team');
    await user.clear(within(section).getByLabelText('Seats'));
    await user.type(within(section).getByLabelText('Seats'), '4');
    await user.selectOptions(within(section).getByLabelText('Interval'), 'year');
    await user.click(within(section).getByRole('button', { name: 'Assign plan' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('This organization pays through Stripe.');
    refuse = false;
    await user.click(within(section).getByRole('button', { name: 'Assign plan' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Acme Hiring is now on Team.'));
    expect(calls.filter((call) => call.key.startsWith('PUT')).at(-1)?.body).toEqual({
      plan: 'team',
      interval: 'year',
      seats: 4,
    });
    expect(await within(section).findByText('Assigned by hand')).toBeInTheDocument();
  });
});
