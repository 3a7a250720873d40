import { Mail } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ListPagination } from '@/components/list-pagination';
import { MailRow } from '@/features/admin/components/mail-row';
import { readPage, useSearchParamUpdater } from '@/lib/use-search-param';
import { QueryError } from '@/components/query-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { useMails } from '@/features/admin/api/get-mails';

export const MAIL_PAGE_PARAM = 'mailPage';

function SmtpStatus({ configured }: { configured: boolean }) {
  return configured ? (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant="success">SMTP configured</Badge>
      This install sends its mail. The list below is a record of what went out.
    </p>
  ) : (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant="warning">SMTP not configured</Badge>
      Mail is kept here instead of being sent. Open a mail to pass its link on by hand, or set <code>SMTP_URL</code> to
      send mail.
    </p>
  );
}

export function MailSection() {
  const [params] = useSearchParams();
  const update = useSearchParamUpdater();
  const page = readPage(params, MAIL_PAGE_PARAM);
  const mails = useMails({ page });

  return (
    <section aria-labelledby="mail-title" className="flex flex-col gap-4">
      <h2 id="mail-title" className="text-lg font-semibold">
        Mail
      </h2>
      {mails.isPending ? (
        <TableSkeleton label="Loading the mail…" />
      ) : mails.isError ? (
        <QueryError
          what="The mail could not be loaded."
          error={mails.error}
          retrying={mails.isFetching}
          onRetry={() => void mails.refetch()}
        />
      ) : (
        <>
          <SmtpStatus configured={mails.data.smtpConfigured} />
          {mails.data.items.length === 0 && page === 1 ? (
            <EmptyState
              icon={<Mail />}
              headingLevel="h3"
              title="No mail yet"
              description="Mail appears here when someone signs up, asks to reset a password or is invited to an organization."
            />
          ) : (
            <div className="overflow-x-auto rounded-lg border border-border">
              <table className="w-full text-sm">
                <caption className="sr-only">Outgoing mail, newest first. Open a subject to read the mail.</caption>
                <thead className="sticky top-0 bg-muted text-left text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Subject
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      To
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Status
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Created
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {mails.data.items.map((mail) => (
                    <MailRow key={mail.id} mail={mail} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <ListPagination
            label="Mail pages"
            page={page}
            limit={mails.data.limit}
            total={mails.data.total}
            busy={mails.isPlaceholderData}
            onPageChange={(next) => update({ [MAIL_PAGE_PARAM]: next })}
          />
        </>
      )}
    </section>
  );
}
