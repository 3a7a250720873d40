import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { FieldShell } from '@/components/form/field-shell';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Cell, DataRow, DataTable, RowHeader } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSearchParamUpdater } from '@/lib/use-search-param';
import { toast } from '@/lib/toast';
import {
  useAdminCertificates,
  useRevokeCertificate,
  type AdminCertificate,
} from '@/features/learning/api/certificates';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const STATUS_OPTIONS = [
  ['active', 'Active'],
  ['revoked', 'Revoked'],
] as const;
const readStatus = (value: string | null) => (value === 'active' || value === 'revoked' ? value : undefined);

/**
 * The admin's certificates: found by holder, email, path or ID, filtered by status (both kept in the URL), each active
 * one revocable after a confirmation that asks why. A revocation shows on the certificate's public page at once.
 */
export function CertificateRevocations() {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const search = params.get('q') ?? '';
  const status = readStatus(params.get('status'));
  const [typed, setTyped] = useState(search);
  const certificates = useAdminCertificates({ search, status });
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);

  return (
    <section aria-labelledby="certificates-heading" className="flex flex-col gap-4">
      <h2 id="certificates-heading" className="text-lg font-semibold">
        Certificates
      </h2>
      <form
        role="search"
        className="flex flex-wrap items-end gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: typed.trim() || null });
        }}
      >
        <div className="flex min-w-64 flex-col gap-2">
          <Label htmlFor="certificate-search">Search</Label>
          <Input
            id="certificate-search"
            type="search"
            placeholder="Holder, email, path or ID"
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
        <FilterSelect
          id="certificate-status"
          label="Status"
          value={status ?? ''}
          any="Any status"
          options={STATUS_OPTIONS}
          onChange={(value) => update({ status: value || null })}
        />
      </form>
      {certificates.isError ? (
        <QueryError
          what="The certificates could not be loaded."
          error={certificates.error}
          retrying={certificates.isRefetching}
          onRetry={() => void certificates.refetch()}
        />
      ) : !certificates.data ? (
        <TableSkeleton label="Loading certificates…" />
      ) : certificates.data.items.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          title={search || status ? 'No certificate matches' : 'No certificates yet'}
          description={
            search || status
              ? 'Try another search or status.'
              : 'Learners earn a certificate when they complete every step of a path.'
          }
        />
      ) : (
        <DataTable
          caption="Certificates"
          columns={['Holder', 'Learning path', 'Issued', 'Status', { label: 'Actions', hidden: true }]}
        >
          {certificates.data.items.map((certificate) => (
            <DataRow key={certificate.id}>
              <RowHeader>
                <div>{certificate.holder_name}</div>
                <div className="text-xs font-normal text-muted-foreground">{certificate.holder_email}</div>
              </RowHeader>
              <Cell>
                <a className="text-primary underline-offset-4 hover:underline" href={certificate.verification_url}>
                  {certificate.path_title}
                </a>
              </Cell>
              <Cell className="tabular-nums">{dateFormat.format(new Date(certificate.issued_at))}</Cell>
              <Cell>
                {certificate.status === 'revoked' ? (
                  <div className="flex flex-col items-start gap-1">
                    <Badge variant="destructive">Revoked</Badge>
                    {certificate.revoked_reason ? (
                      <span className="text-xs text-muted-foreground">{certificate.revoked_reason}</span>
                    ) : null}
                  </div>
                ) : (
                  <Badge variant="success">Active</Badge>
                )}
              </Cell>
              <Cell className="text-right">
                {certificate.status === 'active' ? (
                  <Button
                    size="sm"
                    variant="destructive"
                    aria-label={`Revoke ${certificate.holder_name}’s certificate for ${certificate.path_title}`}
                    onClick={() => setRevoking(certificate)}
                  >
                    Revoke
                  </Button>
                ) : null}
              </Cell>
            </DataRow>
          ))}
        </DataTable>
      )}
      {revoking ? <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} /> : null}
    </section>
  );
}

/** Asks for the reason (kept with the certificate and in the audit log) and confirmation before revoking. */
function RevokeDialog({ certificate, onClose }: { certificate: AdminCertificate; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const revoke = useRevokeCertificate();

  function confirm() {
    if (reason.trim().length < 3) {
      setProblem('Give the reason, in a few words at least.');
      return;
    }
    revoke.mutate(
      { id: certificate.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(`${certificate.holder_name}’s certificate is revoked.`);
          onClose();
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Revoke ${certificate.holder_name}’s certificate?`}
      confirmLabel="Revoke certificate"
      busy={revoke.isPending}
      error={revoke.error?.message}
      onConfirm={confirm}
      description={
        <div className="flex flex-col gap-4">
          <p>
            The certificate for <strong>{certificate.path_title}</strong> will show as revoked to anyone who checks it,
            on its verification page and in the issuer’s signed revocation list. This cannot be undone.
          </p>
          <FieldShell label="Reason" hint="Kept with the certificate and in the audit log." error={problem}>
            {(control) => (
              <Textarea
                {...control}
                value={reason}
                maxLength={500}
                rows={3}
                onChange={(event) => {
                  setReason(event.target.value);
                  setProblem(undefined);
                }}
              />
            )}
          </FieldShell>
        </div>
      }
    />
  );
}
