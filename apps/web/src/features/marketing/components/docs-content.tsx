import { Link } from 'react-router';
import {
  CandidateGuide,
  candidateGuide,
  InterviewerGuide,
  interviewerGuide,
} from '@/features/marketing/components/docs-guides';
import { PullRequestGuide, pullRequestGuide } from '@/features/marketing/components/docs-github-guide';
import { IntegrityGuide, integrityGuide } from '@/features/marketing/components/docs-integrity-guide';
import { CodeBlock, Section, TextCard } from '@/features/marketing/components/marketing-sections';
import { paths } from '@/config/paths';

const settings: { name: string; purpose: string; fallback: string }[] = [
  { name: 'PORT', purpose: 'The port the API and the web app listen on.', fallback: '3000' },
  { name: 'HOST', purpose: 'The interface to listen on; 0.0.0.0 accepts other machines.', fallback: '127.0.0.1' },
  {
    name: 'PUBLIC_URL',
    purpose: 'The address people use to reach Assay, for links in mails.',
    fallback: 'http://{HOST}:{PORT}',
  },
  { name: 'DATA_DIR', purpose: 'Where the embedded database and uploaded files live.', fallback: './data' },
  {
    name: 'DATABASE_URL',
    purpose: 'A PostgreSQL connection string, for production.',
    fallback: 'Embedded PGlite in DATA_DIR/db',
  },
  {
    name: 'REDIS_URL',
    purpose:
      'Redis: rate limits shared by several API nodes, the code-execution queue, and keeping their caches in step.',
    fallback: 'State kept in the one process, which forks its own runners',
  },
  {
    name: 'SMTP_URL',
    purpose: 'The mail server for invitations and notifications.',
    fallback: 'Mail not sent but kept in the database, readable by platform admins',
  },
  {
    name: 'SEED_DEMO',
    purpose: 'Seed the demo organization and accounts.',
    fallback: 'On with the embedded database only',
  },
];

const linkClass = 'text-primary underline underline-offset-4';

/** The demo accounts the seed makes (apps/api/src/modules/users/demo-accounts.ts). */
const demoAccounts: { email: string; role: string }[] = [
  { email: 'candidate@demo.assay.dev', role: 'Candidate, with a task of each platform template' },
  { email: 'interviewer@demo.assay.dev', role: 'Interviewer of the demo organization' },
  { email: 'orgadmin@demo.assay.dev', role: 'Organization admin of the demo organization' },
  { email: 'admin@demo.assay.dev', role: 'Platform admin' },
];

/**
 * The app's pages the Docs page sends people to: the public-claims test checks each is built, not a planned
 * placeholder.
 */
export const docsRoutes: readonly string[] = [
  paths.debug,
  paths.login,
  ...candidateGuide.routes,
  ...interviewerGuide.routes,
  ...pullRequestGuide.routes,
  ...integrityGuide.routes,
];

/** The body of the Docs page below its heading: its content, for the route to compose. */
export function DocsContent() {
  return (
    <>
      <Section id="getting-started" title="Getting started">
        <div className="flex max-w-3xl flex-col gap-4">
          <p>
            You need Node.js 20.19 or newer. From a copy of the repository, install and start everything: the API, the
            web app, a runner and an embedded database.
          </p>
          <CodeBlock>npm install && npm start</CodeBlock>
          <p>
            Then open <code className="text-sm">http://localhost:3000</code>. To run candidates&apos; code the machine
            also needs bubblewrap and the toolchains of the languages you want to offer; the setup installs bubblewrap
            where the machine allows it.
          </p>
          <p>
            To check an install, open the{' '}
            <Link to={paths.debug} className={linkClass}>
              diagnostics page
            </Link>
            : it shows the API&apos;s health, its version and which database it uses.
          </p>
        </div>
      </Section>

      <Section id="demo-accounts" title="Demo accounts">
        <div className="flex max-w-3xl flex-col gap-4">
          <p>
            With the embedded database (or with <code className="text-sm">SEED_DEMO=true</code>), a fresh install seeds
            a demo organization, the challenge library and one account for each role. Each signs in at{' '}
            <Link to={paths.login} className={linkClass}>
              the sign-in page
            </Link>{' '}
            with the password <code className="text-sm">assay-demo</code> (set another with{' '}
            <code className="text-sm">DEMO_PASSWORD</code>).
          </p>
          <ul className="flex list-disc flex-col gap-1.5 pl-5">
            {demoAccounts.map(({ email, role }) => (
              <li key={email}>
                <code className="text-sm">{email}</code> — {role}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <CandidateGuide />

      <InterviewerGuide />

      <PullRequestGuide />

      <IntegrityGuide />

      <Section
        id="configuration"
        title="Configuration"
        description="Assay reads its configuration from environment variables, all optional; the README lists every one. These are the ones most installs set."
      >
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Environment variables</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Variable
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  What it sets
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  When unset
                </th>
              </tr>
            </thead>
            <tbody>
              {settings.map(({ name, purpose, fallback }) => (
                <tr key={name} className="border-t border-border">
                  <th scope="row" className="px-4 py-3 font-mono font-normal">
                    {name}
                  </th>
                  <td className="px-4 py-3">{purpose}</td>
                  <td className="px-4 py-3 text-muted-foreground">{fallback}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="challenge-library" title="The challenge library and hidden tests">
        <p className="max-w-3xl">
          The challenge library ships with Assay as open source, so its tests — hidden ones included — are public:
          anyone can read them, and a candidate may have. Use it for practice and for screening where that is
          acceptable. When you need tests no candidate can have seen, write your own templates: an organization&apos;s
          templates stay with its staff, and candidates are told only how many hidden tests passed.
        </p>
      </Section>

      <Section id="api" title="API reference">
        <p className="max-w-3xl">
          Every endpoint is described in an OpenAPI document generated from the same schemas the server validates with.
          Browse it at{' '}
          <a href="/api/docs" className={linkClass}>
            /api/docs
          </a>
          , or fetch the raw document from{' '}
          <a href="/api/openapi.json" className={linkClass}>
            /api/openapi.json
          </a>
          . The API lives under <code className="text-sm">/api/v1</code> and takes a bearer token.
        </p>
      </Section>

      <Section id="architecture" title="Architecture in brief">
        <div className="grid gap-6 md:grid-cols-2">
          {(
            [
              ['Web app', 'A React single-page app. It talks to the API over HTTP and never runs candidate code.'],
              ['API', 'A stateless Fastify server: run as many nodes as you like behind a load balancer.'],
              [
                'Runner',
                'Forked by the API (or fed by a Redis queue) with no database access; runs every program in a fresh sandbox.',
              ],
              ['Database', 'PostgreSQL, or PGlite embedded in the API for a single-machine install.'],
            ] as const
          ).map(([title, text]) => (
            <TextCard key={title} title={title}>
              {text}
            </TextCard>
          ))}
        </div>
      </Section>
    </>
  );
}
