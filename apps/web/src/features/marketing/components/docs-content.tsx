import { Link } from 'react-router';
import { CodeBlock, Section, TextCard } from '@/features/marketing/components/marketing-sections';
import { paths } from '@/config/paths';

const settings: { name: string; purpose: string; fallback: string }[] = [
  { name: 'PORT', purpose: 'The port the API and the web app listen on.', fallback: '3000' },
  { name: 'HOST', purpose: 'The interface to listen on; 0.0.0.0 accepts other machines.', fallback: '127.0.0.1' },
  {
    name: 'PUBLIC_URL',
    purpose: 'The address people use to reach Assay, for links in mails.',
    fallback: 'http://localhost:{PORT}',
  },
  { name: 'DATA_DIR', purpose: 'Where the embedded database and uploaded files live.', fallback: './data' },
  {
    name: 'DATABASE_URL',
    purpose: 'A PostgreSQL connection string, for production.',
    fallback: 'Embedded PGlite in DATA_DIR/db',
  },
  {
    name: 'REDIS_URL',
    purpose: 'Redis, shared by several API nodes and, later, the job queue.',
    fallback: 'State kept in each process',
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
        <p className="max-w-3xl">
          Demo accounts arrive with sign-in. A fresh local install will then seed one account for each role (candidate,
          interviewer, organization admin and platform admin), a demo organization and the challenge library, and this
          section will list how to sign in as each.
        </p>
      </Section>

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
              ['Runner', 'Takes execution jobs from a queue and runs each one in a fresh bubblewrap sandbox.'],
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
