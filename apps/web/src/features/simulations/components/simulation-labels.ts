import type { SimulationMessage, SimulationRole, SimulationStatus } from '@assay/contracts';
import type { BadgeProps } from '@/components/ui/badge';

export const roleLabels: Record<SimulationRole, string> = {
  frontend: 'Frontend',
  backend: 'Backend',
  data: 'Data',
  general: 'General',
};

/** Colour only for state (DESIGN.md): running, paused and completed; the rest are neutral. */
export const statusBadges: Record<SimulationStatus, BadgeProps['variant']> = {
  scheduled: 'outline',
  in_progress: 'primary',
  paused: 'warning',
  completed: 'success',
  abandoned: 'secondary',
  expired: 'secondary',
};

/** What a persona's message is, in words beside it (never by colour alone). */
export const messageKindLabels: Record<SimulationMessage['kind'], string> = {
  introduction: 'Introduction',
  stage_introduction: 'New stage',
  question: 'Your question',
  clarification: 'Answer',
  nudge: 'Nudge',
  follow_up: 'Follow-up',
  closing: 'Closing',
};

export const selfAssessmentLabels = { met: 'Met', partly: 'Partly', missed: 'Missed' } as const;

/** "1 h 25 min", "40 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A countdown's time: "9:05", "1:02:09"; never below zero. */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
