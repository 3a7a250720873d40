import { useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page-header';
import { PathEditor } from '@/features/learning/components/authoring/path-editor';
import { CertificateRevocations } from '@/features/learning/components/certificate-revocations';
import { PathsTable } from '@/features/learning/components/authoring/paths-table';
import { useSearchParamUpdater } from '@/lib/use-search-param';

/**
 * /admin/learning: the platform admin authors learning paths — the list with a "New path" form, and the path chosen
 * in the address (`?path=<id>`, so a link opens it) below it: its draft, publishing, versions and figures; then the
 * certificates issued, which the admin may revoke.
 */
export function AdminLearningPage() {
  const [params] = useSearchParams();
  const updateParams = useSearchParamUpdater();
  const selected = params.get('path');
  const hrefOf = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('path', id);
    return `?${next.toString()}`;
  };
  return (
    <PageBody width="full">
      <PageHeader
        title="Learning"
        description="Write learning paths — lessons, quizzes and library challenges in modules — publish them as versions learners keep until they move, and see where learners stop."
      />
      <PathsTable selectedId={selected} hrefOf={hrefOf} onCreated={(id) => updateParams({ path: id })} />
      {selected ? <PathEditor key={selected} pathId={selected} /> : null}
      <CertificateRevocations />
    </PageBody>
  );
}
