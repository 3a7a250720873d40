import type { ReactNode } from 'react';
import { roleLabels } from '@/components/role-labels';
import { RelativeTime } from '@/components/relative-time';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/auth-context';
import { summarizeSession, type SessionSummary } from '@/features/identity/session-summary';

const statusBadge: Record<SessionSummary['status'], { label: string; variant: BadgeProps['variant'] }> = {
  loading: { label: 'Checking…', variant: 'outline' },
  authenticated: { label: 'Signed in', variant: 'success' },
  anonymous: { label: 'Signed out', variant: 'secondary' },
};

function Missing({ children = 'None' }: { children?: ReactNode }) {
  return <span className="text-muted-foreground">{children}</span>;
}

/** The sign-in state as rows; never the token itself (see summarizeSession). */
export function AuthSummary() {
  const summary = summarizeSession(useAuth());
  const badge = statusBadge[summary.status];
  const rows: [term: string, value: ReactNode][] = [
    ['Status', <Badge variant={badge.variant}>{badge.label}</Badge>],
    ['User id', summary.userId ? <span className="font-mono break-all">{summary.userId}</span> : <Missing />],
    ['Email', summary.email ?? <Missing />],
    [
      'Role',
      summary.role ? (
        roleLabels[summary.role]
      ) : (
        <Missing>{summary.status === 'authenticated' ? 'Not chosen yet' : 'None'}</Missing>
      ),
    ],
    ['Token expires', summary.tokenExpiresAt ? <RelativeTime value={summary.tokenExpiresAt} exact /> : <Missing />],
    [
      'Session expires',
      summary.refreshExpiresAt ? <RelativeTime value={summary.refreshExpiresAt} exact /> : <Missing />,
    ],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AuthSummaryCard({ className }: { className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Authentication</CardTitle>
        <CardDescription>Who this browser is signed in as, and when the session needs renewing.</CardDescription>
      </CardHeader>
      <CardContent>
        <AuthSummary />
      </CardContent>
    </Card>
  );
}
