import { Badge } from '@/components/ui/badge';

/**
 * How a score out of 100 is coloured: green only for full marks (every test passed), amber for part, red for none —
 * a failing score is never shown in green.
 */
export function scoreVariant(score: number): 'success' | 'warning' | 'destructive' {
  if (score >= 100) return 'success';
  return score > 0 ? 'warning' : 'destructive';
}

export function ScoreBadge({ score, label = 'Score' }: { score: number; label?: string }) {
  return <Badge variant={scoreVariant(score)}>{`${label} ${score} / 100`}</Badge>;
}
