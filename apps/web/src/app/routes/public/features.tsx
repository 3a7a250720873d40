import { PageContainer, PageIntro } from '@/components/page-sections';
import { FeaturesContent } from '@/features/marketing/components/features-content';

/** The public Features page: its heading (and the tab's title), then the marketing feature's content. */
export function FeaturesPage() {
  return (
    <PageContainer>
      <PageIntro title="Features">
        <p>Everything a fair technical assessment needs, from writing the task to explaining the decision.</p>
      </PageIntro>
      <FeaturesContent />
    </PageContainer>
  );
}
