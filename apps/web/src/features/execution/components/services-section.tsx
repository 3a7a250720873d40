import { useId } from 'react';
import { apiStatusBadges, databaseLabels, queueLabels } from '@/features/execution/components/status-labels';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DescriptionList, type DescriptionRow } from '@/components/ui/description-list';
import type { ExecutionStatus } from '@/features/execution/api/get-execution-status';
import { formatDuration } from '@/lib/format';

function ServiceCard({ title, rows }: { title: string; rows: DescriptionRow[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card className="h-full">
        <CardHeader>
          <CardTitle as="h3" id={titleId} className="text-base">
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <DescriptionList rows={rows} className="gap-x-4 gap-y-2" />
        </CardContent>
      </Card>
    </section>
  );
}

/** The API, its database and the queue that carries runs to the runners. */
export function ServicesSection({ status }: { status: ExecutionStatus }) {
  const { api, database, queue } = status;
  const apiBadge = apiStatusBadges[api.status];
  const queueFull = queue.depth >= queue.capacity;
  return (
    <section aria-labelledby="services-title" className="flex flex-col gap-4">
      <h2 id="services-title" className="text-lg font-semibold">
        Services
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <ServiceCard
          title="API"
          rows={[
            ['Status', <Badge variant={apiBadge.variant}>{apiBadge.label}</Badge>],
            ['Version', <span className="font-mono tabular-nums">{api.version}</span>],
            ['Uptime', <span className="tabular-nums">{formatDuration(api.uptimeSeconds)}</span>],
          ]}
        />
        <ServiceCard
          title="Database"
          rows={[
            ['Kind', databaseLabels[database.kind]],
            [
              'Status',
              <Badge variant={database.ok ? 'success' : 'destructive'}>
                {database.ok ? 'Connected' : 'Not answering'}
              </Badge>,
            ],
          ]}
        />
        <ServiceCard
          title="Queue"
          rows={[
            ['Kind', queueLabels[queue.kind]],
            [
              'Queued jobs',
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-mono tabular-nums">{`${queue.depth} of ${queue.capacity}`}</span>
                {queueFull ? <Badge variant="warning">Full</Badge> : null}
              </span>,
            ],
          ]}
        />
      </div>
    </section>
  );
}
