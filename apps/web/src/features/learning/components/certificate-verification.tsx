import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DescriptionList } from '@/components/ui/description-list';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client/api-error';
import { usePublicCertificate } from '@/features/learning/api/certificates';
import { verifyCredential, type CredentialVerification } from '@/features/learning/lib/verify-credential';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/**
 * The public verification page's body. The server hands over the signed credential only; this browser fetches the
 * issuer's DID document and revocation list and does every check itself, so the verdict does not rest on our word.
 */
export function CertificateVerification({ id }: { id: string }) {
  const certificate = usePublicCertificate(id);
  const credential = certificate.data?.credential;
  const verification = useQuery({
    queryKey: ['learning', 'certificates', 'verification', id, credential] as const,
    queryFn: () => verifyCredential(credential!),
    enabled: Boolean(credential),
    // A verdict is read afresh on each visit: a revocation must show at once.
    gcTime: 0,
    retry: false,
  });

  if (certificate.isError) {
    const missing = isApiError(certificate.error) && certificate.error.status === 404;
    return (
      <Verdict
        tone="unverified"
        title="Could not verify"
        lead={
          missing
            ? 'No certificate has this ID. Check the link you were given.'
            : 'The certificate could not be loaded. Check your connection and try again.'
        }
        action={
          missing ? null : (
            <Button variant="outline" size="sm" onClick={() => void certificate.refetch()}>
              Retry
            </Button>
          )
        }
      />
    );
  }
  if (!verification.data)
    return (
      <div aria-busy="true" className="flex flex-col gap-3 rounded-lg border border-border p-6">
        <p className="text-sm text-muted-foreground" role="status">
          Checking the certificate’s signature in your browser…
        </p>
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  return <Result result={verification.data} />;
}

function Result({ result }: { result: CredentialVerification }) {
  const issued = result.issuedAt ? dateFormat.format(new Date(result.issuedAt)) : 'Unknown';
  const rows: [string, ReactNode][] = [
    ['Holder', result.holder ?? 'Unknown'],
    ['Learning path', result.path ?? 'Unknown'],
    ['Issued', issued],
    ['Issuer', <code className="font-mono text-xs break-all">{result.issuer ?? 'Unknown'}</code>],
  ];
  return (
    <div className="flex flex-col gap-6">
      {!result.valid ? (
        <Verdict tone="unverified" title="Could not verify" lead={result.reason ?? 'The certificate did not verify.'} />
      ) : result.status === 'revoked' ? (
        <Verdict
          tone="revoked"
          title="Revoked"
          lead="The issuer signed this certificate and has since revoked it: it no longer certifies anything."
        />
      ) : (
        <Verdict
          tone="verified"
          title="Verified"
          lead="This certificate was issued by Assay, is unchanged since, and has not been revoked."
        />
      )}
      {result.valid ? (
        <Card>
          <CardContent>
            <DescriptionList rows={rows} />
          </CardContent>
        </Card>
      ) : null}
      <HowChecked />
    </div>
  );
}

const tones = {
  verified: { icon: CircleCheck, className: 'border-success/60 bg-success/5', iconClass: 'text-success' },
  revoked: { icon: CircleX, className: 'border-destructive/60 bg-destructive/5', iconClass: 'text-destructive' },
  unverified: { icon: CircleAlert, className: 'border-warning/60 bg-warning/5', iconClass: 'text-warning' },
} as const;

function Verdict({
  tone,
  title,
  lead,
  action,
}: {
  tone: keyof typeof tones;
  title: string;
  lead: string;
  action?: ReactNode;
}) {
  const { icon: Icon, className, iconClass } = tones[tone];
  return (
    <section aria-labelledby="verdict" role="status" className={`flex gap-4 rounded-lg border p-6 ${className}`}>
      <Icon aria-hidden="true" className={`size-8 shrink-0 ${iconClass}`} />
      <div className="flex flex-col items-start gap-2">
        <h2 id="verdict" className="text-2xl font-semibold">
          {title}
        </h2>
        <p className="text-muted-foreground">{lead}</p>
        {action}
      </div>
    </section>
  );
}

function HowChecked() {
  return (
    <section aria-labelledby="how-checked" className="flex flex-col gap-2 text-sm text-muted-foreground">
      <h2 id="how-checked" className="text-base font-semibold text-foreground">
        How this was checked
      </h2>
      <p>Your browser did every check itself; nothing here takes the server’s word for it.</p>
      <ol className="list-decimal space-y-1 pl-5">
        <li>
          The certificate is an Open Badges 3.0 credential signed with Ed25519. The issuer’s public key was fetched from
          its DID document, at the address its did:web identifier names.
        </li>
        <li>The signature was verified with that key: changing a single character of the certificate breaks it.</li>
        <li>
          The issuer’s revocation list (a signed W3C Bitstring Status List) was fetched, its signature verified the same
          way, and this certificate’s entry in it read.
        </li>
      </ol>
    </section>
  );
}
