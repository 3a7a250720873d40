import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.js';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('response serializer', () => {
  const test = z.object({ id: z.string(), name: z.string(), input: z.string() });
  const task = z.object({
    id: z.string(),
    due_at: z.iso.datetime().nullable(),
    score: z.number().int().nullable(),
    tests: z.array(test),
    details: z.object({ statement: z.string() }).nullable(),
  });

  it('writes only what the schema declares, however deep: an unlisted field never leaves', () => {
    const body = {
      id: 't1',
      due_at: null,
      score: 90,
      tests: [{ id: 'a', name: 'visible', input: '1', expected_output: 'SECRET-1', hidden: true }],
      details: { statement: 'Add.', reference_solution: 'SECRET-2' },
      candidate_email: 'SECRET-3',
    };
    const text = compile(task)(body);
    expect(text).not.toMatch(/SECRET|expected_output|hidden|candidate_email/);
    expect(JSON.parse(text)).toEqual({
      id: 't1',
      due_at: null,
      score: 90,
      tests: [{ id: 'a', name: 'visible', input: '1' }],
      details: { statement: 'Add.' },
    });
  });

  it('writes a null nullable enum inside a union branch (the branch check must accept it)', () => {
    const result = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), level: z.enum(['met', 'missed']).nullable() }),
      z.object({ kind: z.literal('b'), count: z.number().int() }),
    ]);
    expect(JSON.parse(compile(result)({ kind: 'a', level: null }))).toEqual({ kind: 'a', level: null });
    expect(JSON.parse(compile(result)({ kind: 'a', level: 'met' }))).toEqual({ kind: 'a', level: 'met' });
  });

  it('writes nullable values both ways, and nested nullable objects', () => {
    const text = compile(task)({ id: 't2', due_at: '2026-11-24T10:00:00.000Z', score: null, tests: [], details: null });
    expect(JSON.parse(text)).toEqual({
      id: 't2',
      due_at: '2026-11-24T10:00:00.000Z',
      score: null,
      tests: [],
      details: null,
    });
  });

  it('escapes strings as JSON.stringify does', () => {
    const name = 'quote " backslash \\ newline \n tab \t unicode é \u2028 control \u0001';
    expect(JSON.parse(compile(test)({ id: 'x', name, input: '</script>' }))).toEqual({
      id: 'x',
      name,
      input: '</script>',
    });
  });

  it('refuses a body that lacks a required field rather than sending half of it', () => {
    expect(() => compile(task)({ id: 't3', score: 1, tests: [], details: null })).toThrow();
  });

  it('keeps zod for a schema JSON Schema cannot express (a Date), which checks and strips as before', () => {
    const serialize = compile(z.object({ at: z.date(), keep: z.string() }));
    expect(JSON.parse(serialize({ at: new Date('2026-01-02T03:04:05.000Z'), keep: 'k', drop: 'SECRET' }))).toEqual({
      at: '2026-01-02T03:04:05.000Z',
      keep: 'k',
    });
    expect(() => serialize({ at: 'not a date', keep: 'k' })).toThrow();
  });
});
