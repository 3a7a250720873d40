import { PageContainer, PageIntro } from '@/components/page-sections';
import { RoadmapContent } from '@/features/marketing/components/roadmap-content';

/** The public Roadmap page: its heading (and the tab's title), then the marketing feature's content. */
export function RoadmapPage() {
  return (
    <PageContainer>
      <PageIntro title="Roadmap">
        <p>What this build ships, and what is still planned. Each stage ships as something you can run.</p>
      </PageIntro>
      <RoadmapContent />
    </PageContainer>
  );
}
