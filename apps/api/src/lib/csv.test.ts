import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('csv', () => {
  it('quotes cells with a comma, a quote or a line break, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('puts an apostrophe before a text cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@']) expect(csvCell(`${start}SUM(A1:A9)`)).toBe(`'${start}SUM(A1:A9)`);
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    // A carriage return also needs quotes; the apostrophe goes inside them.
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes numbers as numbers, negative ones included, and booleans as words', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(0.25)).toBe('0.25');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('writes a header and rows in the order of the columns, each line ending in CRLF', () => {
    const csv = toCsv(
      ['name', 'score'],
      [
        { name: 'Ada', score: 90 },
        { name: '-Bob', score: null },
      ],
    );
    expect(csv).toBe("name,score\r\nAda,90\r\n'-Bob,\r\n");
    expect(toCsv(['name'], [])).toBe('name\r\n');
  });
});
