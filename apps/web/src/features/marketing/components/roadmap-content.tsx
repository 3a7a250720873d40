import { Section } from '@/features/marketing/components/marketing-sections';
import { Badge } from '@/components/ui/badge';
import { plannedStages, shippedStages, type RoadmapItem } from '@/features/marketing/components/roadmap-items';

function StageList({ stages, start }: { stages: readonly RoadmapItem[]; start: number }) {
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
          <Badge variant={stage.status === 'Shipped' ? 'success' : 'outline'}>{stage.status}</Badge>
        </li>
      ))}
    </ol>
  );
}

/** The body of the Roadmap page below its heading: its content, for the route to compose. */
export function RoadmapContent() {
  return (
    <>
      <Section id="shipped" title="Shipped in this build">
        <StageList stages={shippedStages} start={1} />
      </Section>
      <Section id="planned" title="Planned">
        <StageList stages={plannedStages} start={shippedStages.length + 1} />
      </Section>
    </>
  );
}
