import { describe, expect, it } from 'vitest';
import { parseEmailList } from '@/features/organizations/components/parse-email-list';

describe('parseEmailList', () => {
  it('takes one address a line, lower-cased and once each, skipping blank lines', () => {
    expect(parseEmailList('Ada@Example.com\n\n  grace@example.com  \nada@example.com\n')).toEqual({
      emails: ['ada@example.com', 'grace@example.com'],
      invalid: [],
    });
  });

  it('also splits on commas and semicolons, as pasted lists often have them', () => {
    expect(parseEmailList('ada@example.com, grace@example.com; alan@example.com').emails).toEqual([
      'ada@example.com',
      'grace@example.com',
      'alan@example.com',
    ]);
  });

  it('returns the lines that are not addresses as typed', () => {
    expect(parseEmailList('ada@example.com\nnot an email\n@example.com')).toEqual({
      emails: ['ada@example.com'],
      invalid: ['not an email', '@example.com'],
    });
  });
});
