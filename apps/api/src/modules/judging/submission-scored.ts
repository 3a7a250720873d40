import type { ChallengeCategory, Difficulty } from '@assay/contracts';

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
  /** Practice of a platform template (a task of no organization): what the game mode pays for; null otherwise. */
  practice: PracticeScored | null;
}

export interface PracticeScored {
  [key: string]: unknown;
  challengeId: string;
  difficulty: Difficulty;
  /** The library category its first tag names, if it names one. */
  category: ChallengeCategory | null;
  language: string;
  /** When the submission was made (the server's clock): its UTC day, and a quick-fire round's time bonus. */
  submittedAt: string;
}
