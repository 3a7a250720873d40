import { Link } from 'react-router';
import { Section, TextCard } from '@/features/marketing/components/marketing-sections';
import { paths } from '@/config/paths';

const principles = [
  {
    title: 'Fair assessment',
    text: 'Every candidate for a task gets the same statement, the same tests and the same rubric. Automated signals inform reviewers; people make the decisions and can explain them.',
  },
  {
    title: "Candidates' time respected",
    text: 'Tasks state their time limit before they start. Candidates can run their code before submitting, and they hear back with results rather than silence.',
  },
  {
    title: 'Open source',
    text: "The code that runs and scores people's work is open to read, question and improve, under the AGPL-3.0.",
  },
  {
    title: 'Privacy',
    text: 'Collect only what an assessment needs, tell candidates what is recorded, and let organizations keep everything on their own servers. No tracking, no third-party scripts.',
  },
];

/** The body of the About page below its heading: its content, for the route to compose. */
export function AboutContent() {
  return (
    <>
      <Section id="why" title="Why Assay exists">
        <div className="flex max-w-3xl flex-col gap-4">
          <p>
            Technical hiring leans on coding challenges, yet the tools that run them are mostly closed. Candidates
            cannot see how their work is judged, and teams cannot keep their candidates&apos; data in-house or adapt the
            tool to how they hire.
          </p>
          <p>
            Assay is the alternative: a complete assessment platform, from the task to the review, that anyone can run,
            read and change. It is built for the people under pressure on both sides: the candidate against a clock, and
            the interviewer between meetings.
          </p>
        </div>
      </Section>
      <Section id="principles" title="Principles">
        <div className="grid gap-6 md:grid-cols-2">
          {principles.map(({ title, text }) => (
            <TextCard key={title} title={title}>
              {text}
            </TextCard>
          ))}
        </div>
      </Section>
      <p className="text-muted-foreground">
        Want to see where it is going? Read the{' '}
        <Link to={paths.roadmap} className="text-primary underline underline-offset-4">
          roadmap
        </Link>
        .
      </p>
    </>
  );
}
