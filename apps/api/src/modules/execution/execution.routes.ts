import {
  executionPaths,
  executionStatusSchema,
  languageListSchema,
  runCodeInputSchema,
  runCodeResultSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access.js';

const tags = ['code-execution'];

/** Code execution (SPEC.md §7): run a program in the sandbox, the languages, and the health behind /api-status. */
export const executionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { execution } = app.services;
  const signedIn = app.allow();

  app.post(
    executionPaths.run,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Run a program with optional stdin (5 s CPU, 10 s wall, 256 MB, 64 KB of output)',
        body: runCodeInputSchema,
        response: { 200: runCodeResultSchema },
      },
    },
    async (request) => execution.run(callerOf(request), request.body),
  );

  app.get(
    executionPaths.languages,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Languages with their versions and whether a runner offers them now',
        response: { 200: languageListSchema },
      },
    },
    async () => execution.languages(),
  );

  app.get(
    executionPaths.status,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'API, database, queue and runners, and a live hello-world per language',
        response: { 200: executionStatusSchema },
      },
    },
    async () => execution.status(),
  );
};
