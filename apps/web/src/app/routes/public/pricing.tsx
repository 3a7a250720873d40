import { PageContainer, PageIntro } from '@/components/page-sections';
import { PricingContent } from '@/features/marketing/components/pricing-content';

/** The public Pricing page: its heading (and the tab's title), then the marketing feature's content. */
export function PricingPage() {
  return (
    <PageContainer>
      <PageIntro title="Pricing">
        <p>
          Assay is open source. The Community edition is free and has everything this build ships. Hosted plans are for
          teams who would rather not run servers, and they are not on sale yet: we say so plainly rather than show
          prices we have not set.
        </p>
      </PageIntro>
      <PricingContent />
    </PageContainer>
  );
}
