import type { SimulationStage, StageWorkspace } from '@assay/contracts';
import { CodeStage } from './code-stage';
import { ReviewStage } from './review-stage';
import type { StageWorkState } from './use-stage-work';
import { WrittenStage } from './written-stage';

/** The running stage's workspace, by its kind: code, a diff to review, or written answers. */
export function StageWorkspaceView({
  simulationId,
  stage,
  stageWork,
}: {
  simulationId: string;
  stage: SimulationStage & { workspace: StageWorkspace };
  stageWork: StageWorkState;
}) {
  const { workspace } = stage;
  const { work, setWork, flush } = stageWork;
  if (workspace.kind === 'code' && work.kind === 'code')
    return (
      <CodeStage
        simulationId={simulationId}
        stageKey={stage.key}
        workspace={workspace}
        work={work}
        onChange={setWork}
        onSave={() => void flush()}
      />
    );
  if (workspace.kind === 'review' && work.kind === 'review')
    return <ReviewStage workspace={workspace} work={work} onChange={setWork} />;
  if (workspace.kind === 'written' && work.kind === 'written')
    return <WrittenStage workspace={workspace} work={work} onChange={setWork} />;
  return null;
}
