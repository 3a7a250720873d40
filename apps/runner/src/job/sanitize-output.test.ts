import { describe, expect, it } from 'vitest';
import { sanitizeOutput } from './sanitize-output.js';

const CAP = 64 * 1024;

describe('sanitizeOutput', () => {
  it.each<[string, number[], string]>([
    ['a lone continuation byte', [0x61, 0x80, 0x62], 'a\uFFFDb'],
    ['an invalid byte 0xff', [0x61, 0xff, 0x62], 'a\uFFFDb'],
    ['a truncated two-byte sequence', [0x61, 0xc3, 0x62], 'a\uFFFDb'],
    ['an overlong encoding of "/"', [0xc0, 0xaf], '\uFFFD\uFFFD'],
    ['an encoded surrogate', [0xed, 0xa0, 0x80], '\uFFFD\uFFFD\uFFFD'],
  ])('turns %s into U+FFFD', (_name, bytes, expected) => {
    expect(sanitizeOutput(Buffer.from(bytes), CAP)).toBe(expected);
  });

  it('keeps valid UTF-8 as it is', () => {
    const text = 'héllo wörld → 世界 🎉';
    expect(sanitizeOutput(Buffer.from(text, 'utf8'), CAP)).toBe(text);
  });

  it.each<[string, string, string]>([
    ['NUL', 'a\u0000b', 'a\\x00b'],
    ['BEL', 'a\u0007b', 'a\\x07b'],
    ['backspace', 'a\u0008b', 'a\\x08b'],
    ['vertical tab', 'a\u000bb', 'a\\x0bb'],
    ['form feed', 'a\u000cb', 'a\\x0cb'],
    ['ESC', 'a\u001bb', 'a\\x1bb'],
    ['unit separator', 'a\u001fb', 'a\\x1fb'],
    ['DEL', 'a\u007fb', 'a\\x7fb'],
    ['an ANSI colour escape', '\u001b[31mred\u001b[0m', '\\x1b[31mred\\x1b[0m'],
    ['a terminal title escape', '\u001b]0;pwned\u0007', '\\x1b]0;pwned\\x07'],
  ])('makes %s a visible escape', (_name, input, expected) => {
    expect(sanitizeOutput(Buffer.from(input, 'utf8'), CAP)).toBe(expected);
  });

  it('escapes every C0 control but tab, newline and carriage return, and DEL', () => {
    for (let code = 0; code < 0x20; code += 1) {
      const char = String.fromCharCode(code);
      const out = sanitizeOutput(Buffer.from([code]), CAP);
      if (char === '\t' || char === '\n' || char === '\r') expect(out).toBe(char);
      else expect(out).toBe(`\\x${code.toString(16).padStart(2, '0')}`);
    }
    expect(sanitizeOutput(Buffer.from([0x7f]), CAP)).toBe('\\x7f');
  });

  it('leaves no raw control character in any byte sequence', () => {
    const all = Buffer.from(Array.from({ length: 256 }, (_, byte) => byte));
    // eslint-disable-next-line no-control-regex
    expect(sanitizeOutput(all, CAP)).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/);
  });

  it('escapes C1 controls such as U+009B (a terminal escape introducer)', () => {
    expect(sanitizeOutput(Buffer.from('a\u009bb', 'utf8'), CAP)).toBe('a\\x9bb');
  });

  it('keeps tabs and newlines', () => {
    expect(sanitizeOutput(Buffer.from('a\tb\nc\n\n', 'utf8'), CAP)).toBe('a\tb\nc\n\n');
  });

  it('keeps printable ASCII as it is, backslashes included', () => {
    const printable = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('');
    expect(sanitizeOutput(Buffer.from(printable, 'utf8'), CAP)).toBe(printable);
  });

  it.each<[string, string, number, string]>([
    ['cuts at the cap', 'abcdefghij', 4, 'abcd'],
    ['keeps output shorter than the cap', 'abc', 4, 'abc'],
    ['keeps output exactly at the cap', 'abcd', 4, 'abcd'],
    ['gives nothing at a cap of 0', 'abc', 0, ''],
    ['gives nothing of empty output', '', 4, ''],
  ])('%s', (_name, input, cap, expected) => {
    expect(sanitizeOutput(Buffer.from(input, 'utf8'), cap)).toBe(expected);
  });

  it('caps bytes, not characters', () => {
    // "é" is two bytes: a cap of 4 holds two of them, not four.
    expect(sanitizeOutput(Buffer.from('éééé', 'utf8'), 4)).toBe('éé');
  });

  it('applies the cap before escaping, so escapes do not count against it', () => {
    expect(sanitizeOutput(Buffer.from('\u0000\u0000\u0000xyz', 'utf8'), 3)).toBe('\\x00\\x00\\x00');
  });

  it.each<[string, string, number, string]>([
    ['a two-byte character cut after its first byte', 'aé', 2, 'a\uFFFD'],
    ['a three-byte character cut after one byte', 'a世', 2, 'a\uFFFD'],
    ['a three-byte character cut after two bytes', 'a世', 3, 'a\uFFFD'],
    ['a four-byte character cut after two bytes', 'a🎉', 3, 'a\uFFFD'],
    ['a four-byte character cut after three bytes', 'a🎉', 4, 'a\uFFFD'],
    ['a four-byte character kept whole', 'a🎉', 5, 'a🎉'],
  ])('does not throw on %s', (_name, input, cap, expected) => {
    const bytes = Buffer.from(input, 'utf8');
    expect(() => sanitizeOutput(bytes, cap)).not.toThrow();
    expect(sanitizeOutput(bytes, cap)).toBe(expected);
  });

  it('does not read past the buffer when the cap exceeds it', () => {
    const backing = Buffer.from('abcSECRET', 'utf8');
    expect(sanitizeOutput(backing.subarray(0, 3), 100)).toBe('abc');
  });
});
