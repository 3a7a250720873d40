import { PageBody, PageHeader } from '@/components/page-header';
import { ResourceList } from '@/features/learning/components/resource-list';

/** /learning/resources: each path's curated references — documentation, cheat sheets, articles, tools. */
export function LearningResourcesPage() {
  return (
    <PageBody>
      <PageHeader
        title="Learning Resources"
        description="References chosen for each path: official documentation, cheat sheets and tools worth keeping open."
      />
      <ResourceList />
    </PageBody>
  );
}
