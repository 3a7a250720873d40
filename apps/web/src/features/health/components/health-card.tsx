import type { Health } from '@assay/contracts';
import { RefreshCw } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DescriptionList, type DescriptionRow } from '@/components/ui/description-list';
import { Skeleton } from '@/components/ui/skeleton';
import { useHealth } from '@/features/health/api/get-health';
import { formatDuration } from '@/lib/format';

const statusBadge: Record<Health['status'], { label: string; variant: BadgeProps['variant'] }> = {
  ok: { label: 'OK', variant: 'success' },
  starting: { label: 'Starting', variant: 'warning' },
  degraded: { label: 'Degraded', variant: 'destructive' },
};

const databaseLabel: Record<Health['database'], string> = {
  pglite: 'PGlite (embedded)',
  postgres: 'PostgreSQL',
};

function HealthDetails({ health }: { health: Health }) {
  const badge = statusBadge[health.status];
  const rows: DescriptionRow[] = [
    ['Status', <Badge variant={badge.variant}>{badge.label}</Badge>],
    ['Version', <span className="font-mono tabular-nums">{health.version}</span>],
    ['Database', databaseLabel[health.database]],
    ['Uptime', <span className="tabular-nums">{formatDuration(health.uptimeSeconds)}</span>],
  ];
  return <DescriptionList rows={rows} />;
}

function HealthSkeleton() {
  return (
    <div aria-busy="true" className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3">
      <span className="sr-only">Checking the API…</span>
      {['status', 'version', 'database', 'uptime'].map((row) => (
        <div key={row} className="contents">
          <Skeleton className="h-5 w-16" />
          <Skeleton className="h-5 w-32" />
        </div>
      ))}
    </div>
  );
}

/** The API's answer to GET /health, for people checking a self-hosted install. */
export function HealthCard({ className }: { className?: string }) {
  const health = useHealth();
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>API health</CardTitle>
        <CardDescription>
          The answer of <code>GET /health</code> on this server.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {health.isPending ? (
          <HealthSkeleton />
        ) : health.isError ? (
          <div role="alert" className="flex flex-col gap-3">
            <p className="text-sm font-medium">The API did not answer the health check.</p>
            <p className="text-sm text-muted-foreground">{health.error.message}</p>
            <div>
              <Button variant="outline" loading={health.isFetching} onClick={() => void health.refetch()}>
                Retry
              </Button>
            </div>
          </div>
        ) : (
          <>
            <HealthDetails health={health.data} />
            <div>
              <Button variant="outline" size="sm" loading={health.isFetching} onClick={() => void health.refetch()}>
                {health.isFetching ? null : <RefreshCw aria-hidden="true" />}
                Check again
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
