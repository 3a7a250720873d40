import { describe, expect, it } from 'vitest';
import { formatDuration } from '@/lib/format';

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [9, '9 s'],
    [252, '4 min 12 s'],
    [3_600, '1 h 0 min'],
    [3_725, '1 h 2 min'],
    [273_600, '3 d 4 h'],
  ])('%i s reads %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
