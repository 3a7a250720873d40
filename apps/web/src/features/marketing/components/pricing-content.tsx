import { Check, Minus } from 'lucide-react';
import { Link } from 'react-router';
import { Section } from '@/features/marketing/components/marketing-sections';
import { plannedInWords } from '@/features/marketing/components/roadmap-items';
import { paths } from '@/config/paths';

const editions = ['Self-hosted (Community)', 'Hosted plans'] as const;

type Cell = boolean | string;

/**
 * A row of the plan comparison. A feature row names the app's pages that deliver it, and the public-claims test fails
 * when one of them is still a planned placeholder; a plan row says how a plan is run, which no page delivers.
 */
export type ComparisonRow =
  | { feature: string; kind: 'feature'; routes: readonly string[]; cells: [Cell, Cell] }
  | { feature: string; kind: 'plan'; cells: [Cell, Cell] };

export const comparison: readonly ComparisonRow[] = [
  {
    feature: 'Task templates, assessments, the editor and reviews',
    kind: 'feature',
    routes: [paths.templates, paths.interviewerTasks, paths.candidateTask, paths.interviewerReviews],
    cells: [true, true],
  },
  {
    feature: 'The challenge library and practice',
    kind: 'feature',
    routes: [paths.practice],
    cells: [true, true],
  },
  {
    feature: 'Notifications in the app and by email',
    kind: 'feature',
    routes: [paths.notifications],
    cells: [true, true],
  },
  {
    feature: 'Sign-in with email, Google or any OpenID Connect provider',
    kind: 'feature',
    routes: [paths.login],
    cells: [true, true],
  },
  {
    feature: 'Sandboxed code execution',
    kind: 'feature',
    routes: [paths.apiStatus],
    cells: ['On your hardware', 'Our runners'],
  },
  { feature: 'Where data is kept', kind: 'plan', cells: ['Your servers', 'Our hosting'] },
  { feature: 'Upgrades and backups', kind: 'plan', cells: ['You run them', 'Managed'] },
  { feature: 'Support', kind: 'plan', cells: ['Community', 'Email'] },
  { feature: 'Source code under the AGPL-3.0', kind: 'plan', cells: [true, true] },
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
    question: 'How does hosted billing work?',
    answer:
      'Per organization, through Stripe: the plans above, monthly or yearly, priced per interviewer seat where a plan says so. On an instance without a payment provider, its administrator assigns plans and invoices outside Assay.',
  },
];

/** The body of the Pricing page below its heading: its content, for the route to compose. */
export function PricingContent() {
  return (
    <>
      <Section id="compare" title="Self-hosted or hosted">
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Self-hosting and hosted plans compared</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Feature
                </th>
                {editions.map((edition) => (
                  <th key={edition} scope="col" className="px-4 py-3 font-medium">
                    {edition}
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
                    <td key={editions[index]} className="px-4 py-3 text-muted-foreground">
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
