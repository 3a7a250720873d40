import { describe, expect, it } from 'vitest';
import { scoreVariant } from '@/components/score-badge';

describe('scoreVariant', () => {
  it('is green only at full marks: a failing or partial score is never green', () => {
    expect(scoreVariant(100)).toBe('success');
    expect(scoreVariant(99)).toBe('warning');
    expect(scoreVariant(40)).toBe('warning');
    expect(scoreVariant(0)).toBe('destructive');
  });
});
