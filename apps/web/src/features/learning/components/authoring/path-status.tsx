import type { AdminPathSummary } from '@/features/learning/api/authoring';
import { Badge } from '@/components/ui/badge';

const STATUS: Record<AdminPathSummary['status'], { label: string; variant: 'outline' | 'success' | 'secondary' }> = {
  draft: { label: 'Draft', variant: 'outline' },
  published: { label: 'Published', variant: 'success' },
  retired: { label: 'Retired', variant: 'secondary' },
};

/** Draft (never published), published, or retired (closed to new learners). */
export function PathStatusBadge({ status }: { status: AdminPathSummary['status'] }) {
  return <Badge variant={STATUS[status].variant}>{STATUS[status].label}</Badge>;
}
