import { describe, expect, it } from 'vitest';
import { decileLabel, formatDay, formatHours, formatMinutes, formatRate } from './analytics-format';

describe('analytics figures', () => {
  it('says each figure in the unit a reader compares, and "—" when there is none', () => {
    expect([formatRate(0.456), formatRate(1), formatRate(null)]).toEqual(['46%', '100%', '—']);
    expect([formatHours(0.75), formatHours(5.54), formatHours(76.8), formatHours(null)]).toEqual([
      '45 min',
      '5.5 h',
      '3.2 days',
      '—',
    ]);
    expect([formatMinutes(12.4), formatMinutes(150)]).toEqual(['12 min', '2.5 h']);
  });

  it('names the deciles with their last score, 100 in the top one, and days as UTC dates', () => {
    expect(decileLabel({ from: 0, to: 10 })).toBe('0–9');
    expect(decileLabel({ from: 90, to: 100 })).toBe('90–100');
    expect(formatDay('2026-11-28')).toBe('28 Nov');
  });
});
