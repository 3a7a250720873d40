import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageContainer, PageIntro } from '@/components/page-sections';
import { IntegrationsContent } from '@/features/marketing/components/integrations-content';

/** The public Integrations page: its heading (and the tab's title), then the marketing feature's content. */
export function IntegrationsPage() {
  return (
    <PageContainer>
      <PageIntro title="Integrations">
        <p>
          Assay runs on its own with nothing else installed. Each integration below is something you add when you need
          it, configured with environment variables (see the{' '}
          <Link to={paths.docs} className="text-primary underline underline-offset-4">
            docs
          </Link>
          ).
        </p>
      </PageIntro>
      <IntegrationsContent />
    </PageContainer>
  );
}
