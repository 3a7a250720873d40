import { Award, Copy, Download, ExternalLink, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { fillPath } from '@/lib/fill-path';
import { toast } from '@/lib/toast';
import { downloadCertificatePdf, useMyCertificates, type Certificate } from '@/features/learning/api/certificates';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** The learner's earned certificates, each ready to download, add to LinkedIn, or share by its verification page. */
export function CertificateList() {
  const certificates = useMyCertificates();
  if (certificates.isError)
    return (
      <QueryError
        what="Your certificates could not be loaded."
        error={certificates.error}
        retrying={certificates.isRefetching}
        onRetry={() => void certificates.refetch()}
      />
    );
  if (!certificates.data)
    return (
      <div aria-busy="true" className="grid gap-4 md:grid-cols-2">
        <span className="sr-only">Loading your certificates…</span>
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  if (certificates.data.items.length === 0)
    return (
      <EmptyState
        icon={<Award />}
        title="No certificates yet"
        description="Complete every step of a learning path to earn its certificate: it is signed, so anyone can check it."
        action={
          <Button asChild>
            <Link to={paths.learning}>Browse learning paths</Link>
          </Button>
        }
      />
    );
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Your certificates">
      {certificates.data.items.map((certificate) => (
        <li key={certificate.id}>
          <CertificateCard certificate={certificate} />
        </li>
      ))}
    </ul>
  );
}

function CertificateCard({ certificate }: { certificate: Certificate }) {
  const [downloading, setDownloading] = useState(false);
  const revoked = certificate.status === 'revoked';
  const title = certificate.path_title;

  async function download() {
    setDownloading(true);
    try {
      await downloadCertificatePdf(certificate.id);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The PDF could not be made. Try again.');
    } finally {
      setDownloading(false);
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(certificate.verification_url);
      toast.success('Verification link copied.');
    } catch {
      toast.error('The link could not be copied. Open the verification page and copy its address instead.');
    }
  }

  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle>{title}</CardTitle>
          <Badge variant={revoked ? 'destructive' : 'success'}>{revoked ? 'Revoked' : 'Active'}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          Issued to {certificate.holder_name} on{' '}
          <time dateTime={certificate.issued_at}>{dateFormat.format(new Date(certificate.issued_at))}</time>
          {certificate.version > 1 ? ` · version ${certificate.version}` : ''}
        </p>
      </CardHeader>
      <CardContent className="grow">
        {revoked ? (
          <p className="text-sm">
            This certificate was revoked
            {certificate.revoked_at ? ` on ${dateFormat.format(new Date(certificate.revoked_at))}` : ''}: its
            verification page says so.
          </p>
        ) : (
          <p className="font-mono text-xs break-all text-muted-foreground">ID {certificate.id}</p>
        )}
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button size="sm" loading={downloading} onClick={() => void download()} aria-label={`Download PDF: ${title}`}>
          <Download aria-hidden="true" className="size-4" />
          Download PDF
        </Button>
        {revoked ? null : (
          <Button size="sm" variant="outline" asChild>
            <a
              href={certificate.linkedin_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Add to LinkedIn: ${title} (opens LinkedIn)`}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Add to LinkedIn
            </a>
          </Button>
        )}
        <Button size="sm" variant="outline" asChild>
          <Link to={fillPath(paths.certificate, { id: certificate.id })} aria-label={`Verification page: ${title}`}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            Verification page
          </Link>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => void copyLink()} aria-label={`Copy link: ${title}`}>
          <Copy aria-hidden="true" className="size-4" />
          Copy link
        </Button>
      </CardFooter>
    </Card>
  );
}
