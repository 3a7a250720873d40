import { describe, expect, it } from 'vitest';
import { formatMeasure, formatWeek } from '@/features/behavior/components/analysis/analysis-format';

describe('behavioral analysis figures', () => {
  it('shows each measure in its unit, a share as a percentage, nothing as a dash', () => {
    expect(formatMeasure({ value: 3.46, unit: 'minutes' })).toEqual({ value: '3.5', unit: 'minutes' });
    expect(formatMeasure({ value: 79.6, unit: '% of tasks' })).toEqual({ value: '80%', unit: 'of tasks' });
    expect(formatMeasure({ value: 2, unit: 'runs' })).toEqual({ value: '2', unit: 'runs' });
    expect(formatMeasure({ value: null, unit: 'runs' })).toEqual({ value: '—', unit: '' });
  });

  it('names ISO weeks for the axis', () => {
    expect(formatWeek('2026-11-30')).toBe('Week of 30 Nov 2026');
    expect(formatWeek('week 7')).toBe('week 7');
  });
});
