import { useSearchParams } from 'react-router';
import { OrgAdminPage } from '@/app/routes/org-admin/org-admin-page';
import { PageBody, PageHeader } from '@/components/page-header';
import { PageContainer, PageIntro } from '@/components/page-sections';
import { useAuth } from '@/lib/auth-context';
import { OrganizationBilling } from '@/features/billing/components/billing-overview';
import { CheckoutResult } from '@/features/billing/components/checkout-result';
import { SubscriptionPlans } from '@/features/billing/components/subscription-plans';

/** /subscription-plans: every signed-in user sees the plans; an orgadmin chooses one for the organization. */
export function SubscriptionPlansPage() {
  const { userRole, user } = useAuth();
  const [params] = useSearchParams();
  const canChoose = userRole === 'orgadmin' && Boolean(user?.organizationId);
  return (
    <PageBody width="full">
      <PageHeader
        title="Subscription Plans"
        description="What each plan includes and costs. Prices are per interviewer seat on the per-seat plans."
      />
      <SubscriptionPlans canChoose={canChoose} checkoutCanceled={params.get('checkout') === 'canceled'} />
    </PageBody>
  );
}

/** /org-admin/billing and /account/billing: the organization's plan, usage and invoices (one page, two addresses). */
export function BillingPage({ title }: { title: string }) {
  return (
    <OrgAdminPage title={title} description="Your organization's plan, seats and usage, and its invoices.">
      {() => <OrganizationBilling />}
    </OrgAdminPage>
  );
}

/** /checkout/success: where Stripe Checkout sends the orgadmin back after paying. */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  return (
    <PageContainer className="max-w-3xl gap-8">
      <PageIntro title="Subscription checkout" />
      <CheckoutResult sessionId={params.get('session_id')} />
    </PageContainer>
  );
}
