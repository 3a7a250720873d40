import { useParams } from 'react-router';
import { SharedReport } from '@/features/evaluation/components/shared-report';

/** /shared/reports/:token: a candidate report opened through its share link, signed out, until the link expires. */
export function SharedReportPage() {
  const { token = '' } = useParams();
  return <SharedReport token={token} />;
}
