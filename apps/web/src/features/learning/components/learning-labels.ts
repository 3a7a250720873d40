import type { LearningLevel, StepKind } from '@assay/contracts';

export const levelLabels: Record<LearningLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const stepKindLabels: Record<StepKind, string> = { lesson: 'Lesson', quiz: 'Quiz', challenge: 'Challenge' };

/** "1 h 25 min", "40 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
