import { PageContainer, PageIntro } from '@/components/page-sections';
import { DocsContent } from '@/features/marketing/components/docs-content';

/** The public Docs page: its heading (and the tab's title), then the marketing feature's content. */
export function DocsPage() {
  return (
    <PageContainer>
      <PageIntro title="Docs" documentTitle="Documentation">
        <p>How to install and configure Assay, and guides for candidates and interviewers.</p>
      </PageIntro>
      <DocsContent />
    </PageContainer>
  );
}
