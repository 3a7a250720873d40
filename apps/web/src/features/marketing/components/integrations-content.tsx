import { Database, GitBranch, KeyRound, Mail, type LucideIcon, Server, Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const integrations: { name: string; Icon: LucideIcon; needed: string; does: string; setup: string }[] = [
  {
    name: 'GitHub',
    Icon: GitBranch,
    needed: 'Optional',
    does: 'Lets people connect their GitHub account, and organizations and platform admins import merged pull requests from their repositories and make them into challenges: implement the change against the repository’s own tests, or review it.',
    setup:
      'Each person connects with their own access token, under Settings or GitHub Integration; GitHub checks it first.',
  },
  {
    name: 'OpenID Connect, including Google',
    Icon: KeyRound,
    needed: 'Optional',
    does: 'Lets people sign in through Google or any OpenID Connect provider (Keycloak, Authentik, Okta, Microsoft Entra ID and others), next to email and password.',
    setup: 'Assay ships with its own sign-in provider; add an external one with its issuer URL, client id and secret.',
  },
  {
    name: 'SMTP mail',
    Icon: Mail,
    needed: 'Optional',
    does: 'Sends invitations, assignment notices, deadline reminders and review results by email.',
    setup:
      'Set SMTP_URL. Without it, messages are kept in the database where admins can read them and pass links on by hand.',
  },
  {
    name: 'Stripe billing',
    Icon: Wallet,
    needed: 'Hosted plans only',
    does: 'Handles subscriptions, checkout, invoices and payment methods for organizations on a hosted plan.',
    setup: 'Self-hosted installs never need it. Billing is on the roadmap.',
  },
  {
    name: 'PostgreSQL',
    Icon: Database,
    needed: 'For production',
    does: 'Stores users, organizations, tasks, submissions and reviews. Without it, Assay uses PGlite, a real PostgreSQL that runs embedded in the server.',
    setup: 'Set DATABASE_URL; migrations run on start.',
  },
  {
    name: 'Redis and BullMQ',
    Icon: Server,
    needed: 'To scale out',
    does: 'Carries code-execution jobs to runner processes on any number of hosts, and keeps rate-limit counters shared between API nodes.',
    setup: 'Set REDIS_URL and start runners with npm run runner. Without it, the API forks local runner processes.',
  },
];

/** The body of the Integrations page below its heading: its content, for the route to compose. */
export function IntegrationsContent() {
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        {integrations.map(({ name, Icon, needed, does, setup }) => (
          <Card key={name}>
            <CardHeader className="flex-row items-center gap-3">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <CardTitle>{name}</CardTitle>
              <Badge variant="outline" className="ml-auto">
                {needed}
              </Badge>
            </CardHeader>
            <CardContent className="flex flex-col gap-2 text-sm">
              <p>{does}</p>
              <p className="text-muted-foreground">{setup}</p>
            </CardContent>
          </Card>
        ))}
      </div>
    </>
  );
}
