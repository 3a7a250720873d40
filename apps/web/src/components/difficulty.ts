import type { Difficulty } from '@assay/contracts';
import type { BadgeProps } from '@/components/ui/badge';

export const difficultyLabels: Record<Difficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  expert: 'Expert',
};
export const difficultyBadges: Record<Difficulty, BadgeProps['variant']> = {
  easy: 'success',
  medium: 'secondary',
  hard: 'warning',
  expert: 'destructive',
};
