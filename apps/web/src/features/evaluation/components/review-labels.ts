import type { ReviewStatus } from '@assay/contracts';
import type { BadgeProps } from '@/components/ui/badge';

/** Waiting work stands out; finished work recedes. */
export const reviewStatusBadges: Record<ReviewStatus, BadgeProps['variant']> = {
  pending: 'warning',
  in_review: 'primary',
  decided: 'secondary',
  released: 'success',
};
