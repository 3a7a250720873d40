import { Link, useParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useOutline } from '@/features/learning/api/paths';
import { ProgressView } from '@/features/learning/components/progress-view';
import { fillPath } from '@/lib/fill-path';

/** /learning/progress/{pathId}: progress charts, time spent and the next step. */
export function LearningProgressPage() {
  const { pathId = '' } = useParams();
  const outline = useOutline(pathId);
  return (
    <PageBody width="full">
      <PageHeader
        title={outline.data ? `Progress: ${outline.data.title}` : 'Progress'}
        description="How far you have come, where your time went, and what is next."
        actions={
          <Button asChild variant="outline">
            <Link to={fillPath(paths.learningPath, { pathId })}>Back to the path</Link>
          </Button>
        }
      />
      <ProgressView pathId={pathId} />
    </PageBody>
  );
}
