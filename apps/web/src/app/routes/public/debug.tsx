import { AuthSummaryCard } from '@/features/identity/components/auth-summary-card';
import { SelfChecksCard } from '@/app/routes/public/debug-self-checks';
import { PageContainer, PageIntro } from '@/components/page-sections';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { HealthCard } from '@/features/health/components/health-card';
import { useTheme } from '@/lib/theme-provider';

function BuildCard() {
  const { theme, resolvedTheme } = useTheme();
  const rows: [string, string][] = [
    ['Build mode', import.meta.env.MODE],
    ['Optimised build', import.meta.env.PROD ? 'Yes' : 'No (development server)'],
    ['Base path', import.meta.env.BASE_URL],
    ['Theme', theme === 'system' ? `System (${resolvedTheme})` : theme],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Web app</CardTitle>
        <CardDescription>How this copy of the web app was built.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-mono">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Public diagnostics for self-hosters: API health, the build, the sign-in state and the error reporting. */
export function DebugPage() {
  return (
    <PageContainer className="max-w-4xl gap-8">
      <PageIntro title="Diagnostics">
        <p>
          Check that this Assay install is healthy: whether the API answers, how the web app was built, who you are
          signed in as, and how errors are reported.
        </p>
      </PageIntro>
      <div className="grid gap-6 md:grid-cols-2">
        <HealthCard />
        <BuildCard />
        <AuthSummaryCard />
        <SelfChecksCard className="md:col-span-2" />
      </div>
    </PageContainer>
  );
}
