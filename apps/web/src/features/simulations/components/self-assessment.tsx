import type { SelfAssessmentLevel, SimulationRubricCriterion } from '@assay/contracts';
import { selfAssessmentLabels } from './simulation-labels';

const LEVELS = ['met', 'partly', 'missed'] as const satisfies readonly SelfAssessmentLevel[];

/** The candidate's rating of their answer against each rubric criterion: Met, Partly or Missed. */
export function SelfAssessment({
  rubric,
  value,
  onChange,
}: {
  rubric: SimulationRubricCriterion[];
  value: Record<string, SelfAssessmentLevel>;
  onChange: (value: Record<string, SelfAssessmentLevel>) => void;
}) {
  return (
    <section aria-labelledby="self-assessment" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 id="self-assessment" className="text-base font-semibold">
          Self-assessment
        </h3>
        <p className="text-sm text-muted-foreground">
          Rate your answer against each criterion, as your interviewer would. Your rating is part of the score.
        </p>
      </div>
      {rubric.map((criterion) => (
        <fieldset key={criterion.key} className="flex flex-col gap-2 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-medium">
            {criterion.criterion}
            <span className="ml-2 font-normal text-muted-foreground tabular-nums">{`(${criterion.points} ${
              criterion.points === 1 ? 'point' : 'points'
            })`}</span>
          </legend>
          <div className="flex flex-wrap gap-4">
            {LEVELS.map((level) => (
              <label key={level} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`criterion-${criterion.key}`}
                  value={level}
                  checked={value[criterion.key] === level}
                  onChange={() => onChange({ ...value, [criterion.key]: level })}
                  className="size-4 accent-primary"
                />
                {selfAssessmentLabels[level]}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </section>
  );
}
