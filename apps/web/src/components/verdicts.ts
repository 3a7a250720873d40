import { VERDICT_LABELS, type Verdict } from '@assay/contracts';
import type { BadgeProps } from '@/components/ui/badge';

/** The words for each verdict, shared with the API's messages. */
export const verdictLabels = VERDICT_LABELS;

/** Green for a pass, amber for the limits, red for failures of the program or of the service. */
export const verdictBadgeVariants: Record<Verdict, BadgeProps['variant']> = {
  accepted: 'success',
  wrong_answer: 'destructive',
  time_limit: 'warning',
  memory_limit: 'warning',
  output_limit: 'warning',
  runtime_error: 'destructive',
  compile_error: 'destructive',
  internal_error: 'destructive',
};
