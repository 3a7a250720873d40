import {
  assessmentSubmissionsSchema,
  candidateSubmissionListSchema,
  candidateSubmissionSchema,
  codeInputSchema,
  idParamsSchema,
  idSchema,
  ownSubmissionListSchema,
  ownSubmissionsPath,
  ownSubmissionsQuerySchema,
  reviewerSubmissionPath,
  submissionPaths,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access.js';

const tags = ['candidate'];

/** A candidate's attempts and final submission of a task (SPEC.md §7); judging goes on after the 202. */
export const submissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { submissions } = app.services;
  const candidate = app.allow('candidate');

  app.post(
    submissionPaths.list,
    {
      preHandler: candidate,
      schema: {
        tags,
        summary: 'An attempt: scored against every test, the task stays open',
        params: idParamsSchema,
        body: codeInputSchema,
        response: { 202: candidateSubmissionSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await submissions.attempt(callerOf(request), request.params.id, request.body)),
  );

  app.get(
    submissionPaths.list,
    {
      preHandler: candidate,
      schema: {
        tags,
        summary: 'Your submissions of a task, newest first',
        params: idParamsSchema,
        response: { 200: candidateSubmissionListSchema },
      },
    },
    async (request) => submissions.list(callerOf(request), request.params.id),
  );

  app.get(
    ownSubmissionsPath,
    {
      preHandler: candidate,
      schema: {
        tags,
        summary: 'Your submissions of all your tasks, newest first ("My submissions")',
        querystring: ownSubmissionsQuerySchema,
        response: { 200: ownSubmissionListSchema },
      },
    },
    async (request) => submissions.listOwn(callerOf(request), request.query),
  );

  app.get(
    submissionPaths.byId,
    {
      preHandler: candidate,
      schema: {
        tags,
        summary: 'One of your submissions (poll it until it is scored)',
        params: z.object({ id: idSchema, subId: idSchema }),
        response: { 200: candidateSubmissionSchema },
      },
    },
    async (request) => submissions.get(callerOf(request), request.params.id, request.params.subId),
  );

  app.get(
    reviewerSubmissionPath,
    {
      preHandler: app.allow('interviewer', 'orgadmin'),
      schema: {
        tags: ['interviewer'],
        summary: "An assessment's tasks, each with its candidate and everything its submissions did",
        params: idParamsSchema,
        response: { 200: assessmentSubmissionsSchema },
      },
    },
    async (request) => submissions.forAssessment(callerOf(request), request.params.id),
  );

  app.post(
    submissionPaths.submit,
    {
      preHandler: candidate,
      schema: {
        tags,
        summary: 'Submit: final, the one reviewed; the task takes no more work',
        params: idParamsSchema,
        body: codeInputSchema,
        response: { 202: candidateSubmissionSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await submissions.submit(callerOf(request), request.params.id, request.body)),
  );
};
