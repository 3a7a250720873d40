import { roleLabels } from '@/components/role-labels';
import { RelativeTime } from '@/components/relative-time';
import type { InvitationPreview } from '@/features/organizations/api/get-invitation-preview';

/** What the invitation offers: where, as what, for whom, until when. */
export function InvitationDetails({ preview }: { preview: InvitationPreview }) {
  const rows = [
    { term: 'Organization', value: preview.organizationName },
    { term: 'Role', value: roleLabels[preview.role] },
    { term: 'Email', value: preview.email },
    { term: 'Expires', value: <RelativeTime value={preview.expiresAt} exact /> },
  ];
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
      {rows.map(({ term, value }) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function InvitationDetailsSkeleton() {
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="sr-only">
        Loading the invitation...
      </p>
      {[0, 1, 2, 3].map((row) => (
        <div
          key={row}
          aria-hidden="true"
          className="h-5 w-full animate-pulse rounded-md bg-muted motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}
