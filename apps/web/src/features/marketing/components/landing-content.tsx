import {
  Building2,
  ClipboardCheck,
  GraduationCap,
  type LucideIcon,
  PenLine,
  Send,
  ShieldCheck,
  UserCheck,
} from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/page-sections';
import { CodeBlock, Section } from '@/features/marketing/components/marketing-sections';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

const audiences: { title: string; Icon: LucideIcon; points: string[] }[] = [
  {
    title: 'Candidates',
    Icon: GraduationCap,
    points: [
      'Clear tasks with the time limit stated up front and a countdown that stays quiet until the end.',
      'A real editor: run your code against the sample tests as often as you like before you submit.',
      'A result for every test and feedback you can learn from, not a silent rejection.',
      'Practice between assessments on a library of tested challenges.',
    ],
  },
  {
    title: 'Interviewers',
    Icon: UserCheck,
    points: [
      'Start from task templates with hidden tests, starter code and a reference solution.',
      'Assign a task with a deadline in a few clicks and see where every candidate stands.',
      'Submissions arrive already tested, so reviews start with the facts.',
      'Score against a shared rubric and leave comments on the lines that matter.',
    ],
  },
  {
    title: 'Organizations',
    Icon: Building2,
    points: [
      'Invite interviewers and organization admins, and keep each role to what it needs.',
      'Follow every assessment, candidate and review from one overview.',
      'Keep an audited record of invitations, role changes and removals.',
      "Keep candidates' code and personal data on servers you control.",
    ],
  },
];

const steps: { title: string; Icon: LucideIcon; text: string }[] = [
  {
    title: 'Author',
    Icon: PenLine,
    text: 'Write a task from a template: a statement, starter code for each language you allow, a reference solution, visible examples, hidden tests and a rubric.',
  },
  {
    title: 'Assign',
    Icon: Send,
    text: 'Give it to candidates by email, with a deadline or a time limit. Each is notified and finds it on their dashboard.',
  },
  {
    title: 'Run in a sandbox',
    Icon: ShieldCheck,
    text: 'Every run executes in a fresh, isolated sandbox with no network and strict time and memory limits. The API itself never runs candidate code.',
  },
  {
    title: 'Review',
    Icon: ClipboardCheck,
    text: 'Reviewers see the code and every test result, hidden ones included, score it against the rubric and release feedback to the candidate.',
  },
];

/** The landing page's body: the hero (the page's h1), who it is for, how it works, and how to try it. */
export function LandingContent() {
  return (
    <>
      <section aria-labelledby="hero-title" className="border-b border-border bg-muted/40">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-medium text-primary">Open source · Self-hostable · AGPL-3.0</p>
          <h1 id="hero-title" className="max-w-3xl text-2xl font-bold tracking-tight sm:text-4xl">
            Skills assessment that is fair to candidates and useful to the people hiring them
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            Assay is a platform for coding challenges, take-home tasks and technical interviews. Candidates write real
            code in a real editor, it runs in a sandbox against the tests you wrote, and reviewers score it with a
            shared rubric. You can run all of it on your own machine with one command.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={paths.register}>Get started</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.docs}>Read the docs</Link>
            </Button>
          </div>
        </div>
      </section>

      <PageContainer>
        <Section
          id="audiences"
          title="Built for everyone in the process"
          description="One platform, with a view for each role."
        >
          <div className="grid gap-6 md:grid-cols-3">
            {audiences.map(({ title, Icon, points }) => (
              <Card key={title}>
                <CardHeader className="flex-row items-center gap-3">
                  <Icon aria-hidden="true" className="size-5 text-primary" />
                  <CardTitle as="h3">{title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-muted-foreground">
                    {points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            ))}
          </div>
        </Section>

        <Section id="how-it-works" title="How it works" description="From a blank task to a decision in four steps.">
          <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {steps.map(({ title, Icon, text }, index) => (
              <li key={title} className="flex flex-col gap-2 rounded-lg border border-border p-5">
                <div className="flex items-center gap-2 text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                  <span className="text-sm font-medium tabular-nums">Step {index + 1}</span>
                </div>
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ol>
        </Section>

        <Section id="open-source" title="Open source, and yours to run">
          <div className="grid gap-6 text-muted-foreground md:grid-cols-2">
            <p>
              The software that judges people should be open to inspection. Assay is licensed under the AGPL-3.0: read
              how tasks are run and scored, change what does not suit you, and run it wherever your candidates&apos;
              data has to stay.
            </p>
            <p>
              A fresh install needs no other services: an embedded PostgreSQL, a local job queue and a built-in sign-in
              provider come with it. When you outgrow one machine, point it at PostgreSQL and Redis and add runner
              hosts. No tracking, no third-party scripts, no fonts or images fetched from elsewhere.
            </p>
          </div>
        </Section>

        <section
          aria-labelledby="cta-title"
          className="flex flex-col gap-4 rounded-lg border border-border bg-card p-8"
        >
          <h2 id="cta-title" className="text-2xl font-semibold tracking-tight">
            Try it on your own machine
          </h2>
          <p className="text-muted-foreground">Node.js 20.19 or newer is all it takes to start.</p>
          <CodeBlock>npm install && npm start</CodeBlock>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to={paths.docs}>Installation guide</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.features}>See all features</Link>
            </Button>
          </div>
        </section>
      </PageContainer>
    </>
  );
}
