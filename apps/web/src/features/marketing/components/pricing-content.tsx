import { Check, Minus } from 'lucide-react';
import { Link } from 'react-router';
import { Section } from '@/features/marketing/components/marketing-sections';
import { plannedInWords } from '@/features/marketing/components/roadmap-items';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

const tiers = [
  {
    name: 'Community',
    price: 'Free',
    note: 'Self-hosted, for ever',
    available: true,
    description:
      'Every feature, on your own servers, for as many people as you like. You run the upgrades and backups; help comes from the community in the issue tracker.',
    action: { label: 'Read the install guide', to: paths.docs },
  },
  {
    name: 'Team',
    price: 'Price to be announced',
    note: 'Hosted by us',
    available: false,
    description:
      'The same software, run for you: managed upgrades, backups and code-execution capacity, with email support. Opens when billing ships.',
    action: { label: 'See the roadmap', to: paths.roadmap },
  },
  {
    name: 'Organization',
    price: 'Price to be announced',
    note: 'Hosted by us',
    available: false,
    description:
      'For larger hiring teams: sign-in through your own OpenID Connect provider, dedicated runner capacity and priority support. Opens when billing ships.',
    action: { label: 'See the roadmap', to: paths.roadmap },
  },
] as const;

type Cell = boolean | string;

/**
 * A row of the plan comparison. A feature row names the app's pages that deliver it, and the public-claims test fails
 * when one of them is still a planned placeholder; a plan row says how a plan is run, which no page delivers.
 */
export type ComparisonRow =
  | { feature: string; kind: 'feature'; routes: readonly string[]; cells: [Cell, Cell, Cell] }
  | { feature: string; kind: 'plan'; cells: [Cell, Cell, Cell] };

export const comparison: readonly ComparisonRow[] = [
  {
    feature: 'Task templates, assessments, the editor and reviews',
    kind: 'feature',
    routes: [paths.templates, paths.interviewerTasks, paths.candidateTask, paths.interviewerReviews],
    cells: [true, true, true],
  },
  {
    feature: 'The challenge library and practice',
    kind: 'feature',
    routes: [paths.practice],
    cells: [true, true, true],
  },
  {
    feature: 'Notifications in the app and by email',
    kind: 'feature',
    routes: [paths.notifications],
    cells: [true, true, true],
  },
  {
    feature: 'Sign-in with email, Google or any OpenID Connect provider',
    kind: 'feature',
    routes: [paths.login],
    cells: [true, true, true],
  },
  {
    feature: 'Sandboxed code execution',
    kind: 'feature',
    routes: [paths.apiStatus],
    cells: ['On your hardware', 'Shared runners', 'Dedicated runners'],
  },
  { feature: 'Where data is kept', kind: 'plan', cells: ['Your servers', 'Our hosting', 'Our hosting'] },
  { feature: 'Upgrades and backups', kind: 'plan', cells: ['You run them', 'Managed', 'Managed'] },
  { feature: 'Support', kind: 'plan', cells: ['Community', 'Email', 'Priority email'] },
  { feature: 'Source code under the AGPL-3.0', kind: 'plan', cells: [true, true, true] },
];

function CellValue({ value }: { value: Cell }) {
  if (value === true) {
    return (
      <>
        <Check aria-hidden="true" className="size-4 text-success" />
        <span className="sr-only">Included</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus aria-hidden="true" className="size-4 text-muted-foreground" />
        <span className="sr-only">Not included</span>
      </>
    );
  }
  return <>{value}</>;
}

const faq = [
  {
    question: 'Is the Community edition really complete?',
    answer:
      'Yes. There is one codebase and no paid modules: hosted plans pay for running the software, not for features. What is still planned (see the roadmap) will come to every edition alike.',
  },
  {
    question: 'What do I need to host it myself?',
    answer:
      "A Linux machine with Node.js 20.19 or newer. To run candidates' code you also need bubblewrap and the toolchains of the languages you offer. PostgreSQL, Redis and an SMTP server are optional until you need them.",
  },
  {
    question: 'Can I move between self-hosted and hosted?',
    answer:
      'Both run the same software on the same PostgreSQL schema, so moving is a database export and import rather than a migration project.',
  },
  {
    question: "Who can see a candidate's code?",
    answer:
      'The candidate, and the interviewers and admins of the organization that assigned the task. Other organizations never see it, and on a self-hosted install it never leaves your servers.',
  },
  {
    question: 'How will hosted billing work?',
    answer:
      'Per organization, through Stripe. Billing is on the roadmap; prices will be published on this page before anyone can be charged.',
  },
];

/** The body of the Pricing page below its heading: its content, for the route to compose. */
export function PricingContent() {
  return (
    <>
      <Section id="plans" title="Plans">
        <div className="grid gap-6 md:grid-cols-3">
          {tiers.map((tier) => (
            <Card key={tier.name} className="flex flex-col">
              <CardHeader>
                <div className="flex items-center justify-between gap-2">
                  <CardTitle as="h3">{tier.name}</CardTitle>
                  <Badge variant={tier.available ? 'success' : 'outline'}>
                    {tier.available ? 'Available' : 'Coming later'}
                  </Badge>
                </div>
                <CardDescription>{tier.note}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-3">
                <p className="text-2xl font-semibold">{tier.price}</p>
                <p className="text-sm text-muted-foreground">{tier.description}</p>
              </CardContent>
              <CardFooter>
                <Button asChild variant={tier.available ? 'primary' : 'outline'}>
                  <Link to={tier.action.to}>{tier.action.label}</Link>
                </Button>
              </CardFooter>
            </Card>
          ))}
        </div>
      </Section>

      <Section id="compare" title="Compare plans">
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">What each plan includes</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Feature
                </th>
                {tiers.map((tier) => (
                  <th key={tier.name} scope="col" className="px-4 py-3 font-medium">
                    {tier.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparison.map(({ feature, cells }) => (
                <tr key={feature} className="border-t border-border">
                  <th scope="row" className="px-4 py-3 font-normal">
                    {feature}
                  </th>
                  {cells.map((cell, index) => (
                    <td key={tiers[index]?.name} className="px-4 py-3 text-muted-foreground">
                      <CellValue value={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="max-w-3xl text-sm text-muted-foreground">
          {`Not in this build yet: ${plannedInWords()}. They are `}
          <Link to={paths.roadmap} className="text-primary underline underline-offset-4">
            on the roadmap
          </Link>
          .
        </p>
      </Section>

      <Section id="faq" title="Frequently asked questions">
        <div className="flex max-w-3xl flex-col divide-y divide-border rounded-lg border border-border">
          {faq.map(({ question, answer }) => (
            <details key={question} className="group px-5 py-4">
              <summary className="cursor-pointer rounded-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring">
                {question}
              </summary>
              <p className="mt-2 text-sm text-muted-foreground">{answer}</p>
            </details>
          ))}
        </div>
      </Section>
    </>
  );
}
