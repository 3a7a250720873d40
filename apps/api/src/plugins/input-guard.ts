import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../lib/errors.js';

/** Deeper than any request of the product nests (a template's content is four levels). */
export const MAX_INPUT_DEPTH = 32;

/** U+0000, which PostgreSQL's text cannot hold, and a UTF-16 surrogate without its pair, which is no character. */
const NUL = /\u0000/; // eslint-disable-line no-control-regex -- finding that character is the point
const LONE_SURROGATE = /\p{Cs}/u;

/** What is wrong with a string, in words, or null. */
function problemOf(text: string): string | null {
  if (NUL.test(text)) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it holds half of a surrogate pair)';
  return null;
}

/**
 * The first problem of a parsed input (query, path, body), with its place: walked without recursion, so no nesting
 * can overflow the stack, and refused past MAX_INPUT_DEPTH.
 */
export function inputProblem(value: unknown, place: string): { field: string; message: string } | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: place, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current === 'string') {
      const message = problemOf(current);
      if (message) return { field: path, message };
      continue;
    }
    // Bytes (a raw body) are not text; their route reads them as it must.
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (depth >= MAX_INPUT_DEPTH) return { field: path, message: `is nested more than ${MAX_INPUT_DEPTH} levels deep` };
    for (const [key, child] of Object.entries(current)) {
      const keyProblem = problemOf(key);
      if (keyProblem) return { field: path, message: `has a field name that ${keyProblem}` };
      pending.push({ value: child, path: `${path}.${key}`, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Refuses, once and for every route, input no route can use: a NUL character or a lone surrogate in any string or
 * field name of the path, the query or the body, and bodies nested past MAX_INPUT_DEPTH. They would otherwise reach the
 * database (which refuses NUL with an error) or a recursive walk (which overflows), and answer 500.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const [place, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const problem = inputProblem(value, place);
      if (problem) throw new ValidationError(`${problem.field} ${problem.message}.`, [problem]);
    }
  });
});
