import type { Verdict } from '@assay/contracts';
import type { BadgeProps } from '@/components/ui/badge';

export const verdictLabels: Record<Verdict, string> = {
  accepted: 'Accepted',
  wrong_answer: 'Wrong answer',
  time_limit: 'Time limit exceeded',
  memory_limit: 'Memory limit exceeded',
  output_limit: 'Output limit exceeded',
  runtime_error: 'Runtime error',
  compile_error: 'Compile error',
  internal_error: 'Internal error',
};

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
