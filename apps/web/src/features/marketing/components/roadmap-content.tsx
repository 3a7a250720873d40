import { Section } from '@/features/marketing/components/marketing-sections';
import { Badge } from '@/components/ui/badge';

type Stage = { title: string; text: string; status: 'In progress' | 'Planned' };

const core: Stage[] = [
  {
    title: 'Foundation',
    text: 'The repository, the API skeleton, shared contracts, the design system and this site.',
    status: 'In progress',
  },
  {
    title: 'Identity',
    text: 'Sign-up and sign-in with email or Google, roles, guarded pages and the role sidebar.',
    status: 'Planned',
  },
  {
    title: 'Organizations',
    text: 'Creating organizations, inviting members and managing their roles.',
    status: 'Planned',
  },
  {
    title: 'Code execution',
    text: 'Runners and sandboxes, starting with interpreted languages such as Python and JavaScript.',
    status: 'Planned',
  },
  {
    title: 'Tasks and the editor',
    text: 'Templates, assignments and the editor with runs, tests and submissions.',
    status: 'Planned',
  },
  {
    title: 'Review and notifications',
    text: 'Rubric scoring, line comments, released feedback, and notifications in the app and by email.',
    status: 'Planned',
  },
  { title: 'Compiled languages and SQL', text: 'C++, Java, Go, Rust and SQL in the sandbox.', status: 'Planned' },
  {
    title: 'The challenge library',
    text: 'A shared library of tested, ready-to-assign challenges.',
    status: 'Planned',
  },
];

const later: Stage[] = [
  {
    title: 'Gamification',
    text: 'Game mode: points, levels, badges, daily challenges and leaderboards.',
    status: 'Planned',
  },
  { title: 'Learning paths', text: 'Guided paths with progress, resources and certificates.', status: 'Planned' },
  { title: 'Simulations', text: 'Realistic work scenarios and behavioral analysis.', status: 'Planned' },
  {
    title: 'GitHub challenges',
    text: 'Pull-request imports and review challenges from real repositories.',
    status: 'Planned',
  },
  { title: 'Billing', text: 'Hosted plans with Stripe subscriptions.', status: 'Planned' },
  { title: 'Analytics', text: 'Pass rates, time to complete and review turnaround.', status: 'Planned' },
];

function StageList({ stages, start }: { stages: Stage[]; start: number }) {
  return (
    <ol start={start} className="flex flex-col gap-3">
      {stages.map((stage, index) => (
        <li
          key={stage.title}
          className="flex flex-col gap-1 rounded-lg border border-border p-5 sm:flex-row sm:items-start sm:gap-4"
        >
          <span className="w-8 shrink-0 font-mono text-sm text-muted-foreground tabular-nums">{start + index}.</span>
          <div className="flex flex-1 flex-col gap-1">
            <h3 className="font-semibold">{stage.title}</h3>
            <p className="text-sm text-muted-foreground">{stage.text}</p>
          </div>
          <Badge variant={stage.status === 'In progress' ? 'primary' : 'outline'}>{stage.status}</Badge>
        </li>
      ))}
    </ol>
  );
}

/** The body of the Roadmap page below its heading: its content, for the route to compose. */
export function RoadmapContent() {
  return (
    <>
      <Section id="core" title="The core platform">
        <StageList stages={core} start={1} />
      </Section>
      <Section id="later" title="Then">
        <StageList stages={later} start={core.length + 1} />
      </Section>
    </>
  );
}
