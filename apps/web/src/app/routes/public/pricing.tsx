import { PageContainer, PageIntro } from '@/components/page-sections';
import { PublicPlans } from '@/features/billing/components/public-plans';
import { PricingContent } from '@/features/marketing/components/pricing-content';
import { Section } from '@/features/marketing/components/marketing-sections';

/** The public Pricing page: its heading (and the tab's title), the hosted plans live from the API, then the rest. */
export function PricingPage() {
  return (
    <PageContainer>
      <PageIntro title="Pricing">
        <p>
          Assay is open source. The Community edition is free to self-host and has everything this build ships. Hosted
          plans are for teams who would rather not run servers: they pay for running the software and for capacity, not
          for features.
        </p>
      </PageIntro>
      <Section id="plans" title="Hosted plans">
        <PublicPlans />
      </Section>
      <PricingContent />
    </PageContainer>
  );
}
