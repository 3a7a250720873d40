import { PageBody, PageHeader } from '@/components/page-header';
import { CertificateList } from '@/features/learning/components/certificate-list';

/** /learning/certificates: the certificates the learner earned by completing paths, ready to share. */
export function CertificatesPage() {
  return (
    <PageBody width="full">
      <PageHeader
        title="Certificates"
        description="Each certificate is signed by Assay: anyone you share it with can check it on its verification page."
      />
      <CertificateList />
    </PageBody>
  );
}
