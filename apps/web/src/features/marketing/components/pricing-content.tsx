import { Check, Minus } from 'lucide-react';
import { Link } from 'react-router';
import { Section } from '@/features/marketing/components/marketing-sections';
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
const comparison: { feature: string; cells: [Cell, Cell, Cell] }[] = [
  { feature: 'Tasks, templates, the editor and reviews', cells: [true, true, true] },
  { feature: 'Game mode, learning paths and simulations', cells: [true, true, true] },
  { feature: 'GitHub pull-request challenges', cells: [true, true, true] },
  { feature: 'Analytics', cells: [true, true, true] },
  { feature: 'Sign-in with email, Google or any OpenID Connect provider', cells: [true, true, true] },
  { feature: 'Sandboxed code execution', cells: ['On your hardware', 'Shared runners', 'Dedicated runners'] },
  { feature: 'Where data is kept', cells: ['Your servers', 'Our hosting', 'Our hosting'] },
  { feature: 'Upgrades and backups', cells: ['You run them', 'Managed', 'Managed'] },
  { feature: 'Support', cells: ['Community', 'Email', 'Priority email'] },
  { feature: 'Source code under the AGPL-3.0', cells: [true, true, true] },
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
      'Yes. There is one codebase and no paid modules: hosted plans pay for running the software, not for features.',
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
