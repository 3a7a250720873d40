import {
  adminPathListSchema,
  adminPathSchema,
  createPathInputSchema,
  funnelQuerySchema,
  funnelSchema,
  idParamsSchema,
  learningPaths,
  pathContentSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access.js';

const tags = ['learning-admin'];

/** Authoring learning paths (platform admins): drafts, publishing versions, retiring, and where learners stop. */
export const learningAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { learningAuthoring } = app.services;
  const admins = app.allow('admin');

  app.get(
    learningPaths.adminPaths,
    { preHandler: admins, schema: { tags, summary: 'Every learning path', response: { 200: adminPathListSchema } } },
    async () => learningAuthoring.list(),
  );

  app.post(
    learningPaths.adminPaths,
    {
      preHandler: admins,
      schema: {
        tags,
        summary: 'Start a new path (a draft)',
        body: createPathInputSchema,
        response: { 201: adminPathSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await learningAuthoring.create(callerOf(request), request.body.title)),
  );

  app.get(
    learningPaths.adminPath,
    {
      preHandler: admins,
      schema: {
        tags,
        summary: 'A path: its draft and versions',
        params: idParamsSchema,
        response: { 200: adminPathSchema },
      },
    },
    async (request) => learningAuthoring.detail(request.params.id),
  );

  app.put(
    learningPaths.adminDraft,
    {
      preHandler: admins,
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary: "Save a path's draft (published versions are not changed)",
        params: idParamsSchema,
        body: pathContentSchema,
        response: { 200: adminPathSchema },
      },
    },
    async (request) => learningAuthoring.saveDraft(callerOf(request), request.params.id, request.body),
  );

  app.post(
    learningPaths.adminPublish,
    {
      preHandler: admins,
      schema: {
        tags,
        summary: 'Publish the draft as a new version; enrolled learners keep theirs until they move',
        params: idParamsSchema,
        response: { 200: adminPathSchema },
      },
    },
    async (request) => learningAuthoring.publish(callerOf(request), request.params.id),
  );

  app.post(
    learningPaths.adminRetire,
    {
      preHandler: admins,
      schema: {
        tags,
        summary: 'Close a path to new learners',
        params: idParamsSchema,
        response: { 200: adminPathSchema },
      },
    },
    async (request) => learningAuthoring.setRetired(callerOf(request), request.params.id, true),
  );

  app.post(
    learningPaths.adminRestore,
    {
      preHandler: admins,
      schema: {
        tags,
        summary: 'Open a retired path again',
        params: idParamsSchema,
        response: { 200: adminPathSchema },
      },
    },
    async (request) => learningAuthoring.setRetired(callerOf(request), request.params.id, false),
  );

  app.get(
    learningPaths.adminFunnel,
    {
      preHandler: admins,
      schema: {
        tags,
        summary: 'Per step of a version: learners who opened it, completed it, and stopped at it',
        params: idParamsSchema,
        querystring: funnelQuerySchema,
        response: { 200: funnelSchema },
      },
    },
    async (request) => learningAuthoring.funnel(request.params.id, request.query.version),
  );
};
