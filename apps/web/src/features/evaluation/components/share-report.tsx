import { REPORT_LINK_DAYS, type ReportLink } from '@assay/contracts';
import { Copy, Link2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { RelativeTime } from '@/components/relative-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import {
  useCreateReportLink,
  useReportLinks,
  useWithdrawReportLink,
} from '@/features/evaluation/api/evaluation-report';
import { toast } from '@/lib/toast';

const stateOf = (link: ReportLink, now: number) =>
  link.withdrawn_at ? 'Withdrawn' : Date.parse(link.expires_at) <= now ? 'Expired' : 'Active';

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied.');
  } catch {
    toast.error('The browser did not allow copying: select the link and copy it.');
  }
}

/**
 * Sharing the report with the hiring team: a signed link that opens it without signing in until it expires (1, 7 or
 * 30 days), the links made so far, and withdrawing one early.
 */
export function ShareReport({ submissionId }: { submissionId: string }) {
  const links = useReportLinks(submissionId);
  const create = useCreateReportLink(submissionId);
  const withdraw = useWithdrawReportLink(submissionId);
  const [days, setDays] = useState<number>(7);
  const [created, setCreated] = useState<ReportLink | null>(null);
  const [withdrawing, setWithdrawing] = useState<ReportLink | null>(null);
  // When the page opened: a link that expires while it is open is refused when followed, and shown so on reload.
  const [now] = useState(() => Date.now());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(days, { onSuccess: setCreated, onError: (error) => toast.error(error.message) });
  };

  return (
    <section aria-labelledby="share-report-title" className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <h2 id="share-report-title" className="text-lg font-semibold">
        Share with the hiring team
      </h2>
      <p className="text-sm text-muted-foreground">
        Anyone with the link can read this report, without signing in, until it expires.
      </p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="share-days">Link expires after</Label>
          <NativeSelect id="share-days" value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {REPORT_LINK_DAYS.map((value) => (
              <option key={value} value={value}>
                {value === 1 ? '1 day' : `${value} days`}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" loading={create.isPending}>
          <Link2 aria-hidden="true" />
          Create share link
        </Button>
      </form>
      {created ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor="share-link">Share link</Label>
          <div className="flex gap-2">
            <Input id="share-link" readOnly value={created.url} onFocus={(event) => event.target.select()} />
            <Button type="button" variant="outline" onClick={() => void copy(created.url)}>
              <Copy aria-hidden="true" />
              Copy link
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            {`Opens the report until ${new Date(created.expires_at).toLocaleString()}.`}
          </p>
        </div>
      ) : null}
      {links.data && links.data.links.length > 0 ? (
        <ul aria-label="Share links" className="flex flex-col divide-y divide-border text-sm">
          {links.data.links.map((link) => {
            const state = stateOf(link, now);
            return (
              <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <Badge variant={state === 'Active' ? 'success' : 'secondary'}>{state}</Badge> {`${link.created_by}, `}
                  <RelativeTime value={link.created_at} />
                  {state === 'Active' ? ` · until ${new Date(link.expires_at).toLocaleString()}` : ''}
                </span>
                {state === 'Active' ? (
                  <span className="flex gap-1">
                    <Button size="sm" variant="ghost" onClick={() => void copy(link.url)}>
                      Copy
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setWithdrawing(link)}>
                      Withdraw
                    </Button>
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => (open ? undefined : setWithdrawing(null))}
        title="Withdraw this share link?"
        description="Whoever has it will no longer be able to open the report. Links made later are not affected."
        confirmLabel="Withdraw link"
        busy={withdraw.isPending}
        error={withdraw.error?.message}
        onConfirm={() =>
          withdrawing &&
          withdraw.mutate(withdrawing.id, {
            onSuccess: () => {
              if (created?.id === withdrawing.id) setCreated(null);
              setWithdrawing(null);
              toast.success('Link withdrawn.');
            },
          })
        }
      />
    </section>
  );
}
