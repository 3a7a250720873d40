import {
  githubChallengeSchema,
  idParamsSchema,
  isGithubTaskId,
  practiceCatalogueQuerySchema,
  practiceCatalogueSchema,
  practicePaths,
  publicTaskListSchema,
  publicTaskPaths,
  publicTaskSchema,
  publicTemplateListQuerySchema,
  startPracticeInputSchema,
  taskSummarySchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access.js';

/** The public practice catalogue (anonymous) and starting a practice task from it (a signed-in candidate). */
export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { practice } = app.services;

  app.get(
    publicTaskPaths.list,
    {
      preHandler: app.allowAnyone,
      schema: {
        tags: ['public'],
        summary: 'Practice tasks anyone may read: one per published platform template',
        querystring: publicTemplateListQuerySchema,
        response: { 200: publicTaskListSchema },
      },
    },
    async (request) => practice.list(request.query),
  );

  app.get(
    publicTaskPaths.byId,
    {
      preHandler: app.allowAnyoneWithCaller,
      schema: {
        tags: ['public'],
        summary:
          'A practice task (statement, starter code, visible tests), or a pull-request challenge by its github_pr_ id',
        params: idParamsSchema,
        response: { 200: z.union([publicTaskSchema, githubChallengeSchema]) },
      },
    },
    // SPEC §7 Rules on calls: a github_pr_ id is fetched here too; the pull-request challenges module answers it.
    async (request) =>
      isGithubTaskId(request.params.id)
        ? app.services.prChallenges.view(request.caller, request.params.id)
        : practice.get(request.params.id),
  );

  app.get(
    practicePaths.catalogue,
    {
      preHandler: app.allow('candidate'),
      schema: {
        tags: ['candidate'],
        summary:
          "Practice browsing: the public catalogue with your status and best score, and everyone's acceptance rate",
        querystring: practiceCatalogueQuerySchema,
        response: { 200: practiceCatalogueSchema },
      },
    },
    async (request) => practice.browse(callerOf(request), request.query),
  );

  app.post(
    publicTaskPaths.list,
    {
      preHandler: app.allow('candidate'),
      schema: {
        tags: ['candidate'],
        summary: 'Start (or resume) your own practice task from a public one',
        body: startPracticeInputSchema,
        response: { 200: taskSummarySchema, 201: taskSummarySchema },
      },
    },
    async (request, reply) => {
      const { task, created } = await practice.start(callerOf(request), request.body.template_id);
      return reply.code(created ? 201 : 200).send(task);
    },
  );
};
