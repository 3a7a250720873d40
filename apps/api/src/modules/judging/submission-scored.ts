/**
 * The payload of `submission.scored`, recorded in the outbox with the score. It carries what its subscribers need
 * (the title, who assigned the task, the candidate's name), so none of them reads another module back.
 */
export interface SubmissionScoredPayload {
  [key: string]: unknown;
  submissionId: string;
  taskId: string;
  candidateId: string;
  kind: 'attempt' | 'final';
  score: number;
  trigger: 'submitted' | 're_evaluation';
  title: string;
  /** Who assigned the task (told of a final submission to review); null for practice. */
  assignedBy: string | null;
  /** The candidate's name, or their email when they gave none; null when they are gone. */
  candidateName: string | null;
}
