import { PageContainer, PageIntro } from '@/components/page-sections';
import { AboutContent } from '@/features/marketing/components/about-content';

/** The public About page: its heading (and the tab's title), then the marketing feature's content. */
export function AboutPage() {
  return (
    <PageContainer>
      <PageIntro title="About Assay">
        <p>An open platform for assessing technical skills in a way candidates and hiring teams can both trust.</p>
      </PageIntro>
      <AboutContent />
    </PageContainer>
  );
}
