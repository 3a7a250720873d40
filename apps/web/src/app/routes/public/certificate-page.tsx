import { useParams } from 'react-router';
import { PageContainer, PageIntro } from '@/components/page-sections';
import { CertificateVerification } from '@/features/learning/components/certificate-verification';

/** /certificates/:id: anyone checks a learning certificate, signed in or not; the checking happens in their browser. */
export function CertificatePage() {
  const { id = '' } = useParams();
  return (
    <PageContainer className="max-w-3xl gap-8">
      <PageIntro title="Certificate verification" eyebrow="Assay learning certificate">
        <p>
          Certificate <code className="font-mono text-sm break-all">{id}</code>
        </p>
      </PageIntro>
      <CertificateVerification id={id} />
    </PageContainer>
  );
}
