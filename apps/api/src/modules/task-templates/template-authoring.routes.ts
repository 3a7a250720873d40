import {
  idParamsSchema,
  templateAuthoringPaths,
  templateTrialInputSchema,
  templateTrialResultSchema,
  templateVersionHistorySchema,
  templateViewSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, metaOf } from '../../plugins/access.js';

const tags = ['templates'];

/** Trying a template as a candidate, its version history, and copies into the caller's organization (issue 25, item 6). */
export const templateAuthoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const { templateAuthoring } = app.services;
  const staff = app.allow('interviewer', 'orgadmin');

  app.post(
    templateAuthoringPaths.tryRun,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Run code against the visible tests of the draft or the published version, as a candidate; unscored',
        params: idParamsSchema,
        body: templateTrialInputSchema,
        response: { 200: templateTrialResultSchema },
      },
    },
    async (request) => templateAuthoring.tryRun(callerOf(request), request.params.id, request.body),
  );

  app.get(
    templateAuthoringPaths.versions,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "Every published version, newest first, with your organization's assessments of each",
        params: idParamsSchema,
        response: { 200: templateVersionHistorySchema },
      },
    },
    async (request) => templateAuthoring.versionHistory(callerOf(request), request.params.id),
  );

  app.post(
    templateAuthoringPaths.duplicate,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Copy a template into your organization as a new draft (a platform one without its answers)',
        params: idParamsSchema,
        response: { 201: templateViewSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await templateAuthoring.duplicate(callerOf(request), request.params.id, metaOf(request))),
  );
};
