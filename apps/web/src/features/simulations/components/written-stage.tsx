import { SIMULATION_LIMITS, type StageWork, type StageWorkspace } from '@assay/contracts';
import { Textarea } from '@/components/ui/textarea';
import { SelfAssessment } from './self-assessment';

type WrittenWork = Extract<StageWork, { kind: 'written' }>;

/**
 * A design or behavioural stage: one answer per section or question (heading and guidance above it), the diagram as
 * text for a design, and the candidate's own rating against the rubric.
 */
export function WrittenStage({
  workspace,
  work,
  onChange,
}: {
  workspace: Extract<StageWorkspace, { kind: 'written' }>;
  work: WrittenWork;
  onChange: (work: WrittenWork) => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      {workspace.fields.map((field) => {
        const id = `answer-${field.key}`;
        return (
          <div key={field.key} className="flex flex-col gap-2">
            <h3 className="text-base font-semibold">
              <label htmlFor={id}>{field.heading}</label>
            </h3>
            <p id={`${id}-guidance`} className="text-sm text-muted-foreground">
              {field.guidance}
            </p>
            <Textarea
              id={id}
              rows={6}
              aria-describedby={`${id}-guidance`}
              maxLength={SIMULATION_LIMITS.writtenAnswerChars}
              value={work.answers[field.key] ?? ''}
              onChange={(event) => onChange({ ...work, answers: { ...work.answers, [field.key]: event.target.value } })}
            />
          </div>
        );
      })}
      {workspace.diagram ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-base font-semibold">
            <label htmlFor="answer-diagram">Diagram</label>
          </h3>
          <p id="answer-diagram-guidance" className="text-sm text-muted-foreground">
            Boxes and arrows as text: Mermaid or ASCII art.
          </p>
          <Textarea
            id="answer-diagram"
            rows={12}
            spellCheck={false}
            aria-describedby="answer-diagram-guidance"
            className="font-mono text-xs"
            maxLength={SIMULATION_LIMITS.diagramChars}
            value={work.diagram ?? ''}
            onChange={(event) => onChange({ ...work, diagram: event.target.value })}
          />
        </div>
      ) : null}
      <SelfAssessment
        rubric={workspace.rubric}
        value={work.selfAssessment}
        onChange={(selfAssessment) => onChange({ ...work, selfAssessment })}
      />
    </div>
  );
}
