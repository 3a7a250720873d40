import {
  createTemplateInputSchema,
  idParamsSchema,
  publicTemplateListQuerySchema,
  successSchema,
  templateListQuerySchema,
  templateListSchema,
  templatePaths,
  templateValidationSchema,
  templateViewSchema,
  updateTemplateInputSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, metaOf } from '../../plugins/access.js';

const tags = ['templates'];

/** Task templates (SPEC.md §7 Templates, §2 template routes): interviewers, orgadmins and the admin. */
export const taskTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { taskTemplates } = app.services;
  const authors = app.allow('interviewer', 'orgadmin');

  app.get(
    templatePaths.list,
    {
      preHandler: authors,
      schema: {
        tags,
        summary: "Templates you may use: your organization's and the published platform ones",
        querystring: templateListQuerySchema,
        response: { 200: templateListSchema },
      },
    },
    async (request) => taskTemplates.list(callerOf(request), request.query),
  );

  app.post(
    templatePaths.list,
    {
      preHandler: authors,
      schema: {
        tags,
        summary: "Create a template (the admin's are the platform's)",
        body: createTemplateInputSchema,
        response: { 201: templateViewSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await taskTemplates.create(callerOf(request), request.body, metaOf(request))),
  );

  app.get(
    templatePaths.byId,
    {
      preHandler: authors,
      schema: {
        tags,
        summary: 'One template: everything for its editors; without answers for everyone else',
        params: idParamsSchema,
        response: { 200: templateViewSchema },
      },
    },
    async (request) => taskTemplates.get(callerOf(request), request.params.id),
  );

  app.put(
    templatePaths.byId,
    {
      preHandler: authors,
      schema: {
        tags,
        summary: "Save the template's draft (publish to make it a new version)",
        params: idParamsSchema,
        body: updateTemplateInputSchema,
        response: { 200: templateViewSchema },
      },
    },
    async (request) => taskTemplates.update(callerOf(request), request.params.id, request.body, metaOf(request)),
  );

  app.delete(
    templatePaths.byId,
    {
      preHandler: authors,
      schema: {
        tags,
        summary: 'Archive a template (tasks keep their version)',
        params: idParamsSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => taskTemplates.remove(callerOf(request), request.params.id, metaOf(request)),
  );

  app.post(
    templatePaths.validate,
    {
      preHandler: authors,
      schema: {
        tags,
        summary: 'Run the reference solutions and starter code against the tests',
        params: idParamsSchema,
        response: { 200: templateValidationSchema },
      },
    },
    async (request) => taskTemplates.validate(callerOf(request), request.params.id),
  );

  app.post(
    templatePaths.publish,
    {
      preHandler: authors,
      schema: {
        tags,
        summary: 'Publish the draft as the next version once it validates',
        params: idParamsSchema,
        response: { 200: templateViewSchema },
      },
    },
    async (request) => taskTemplates.publish(callerOf(request), request.params.id, metaOf(request)),
  );

  app.get(
    templatePaths.publicList,
    {
      preHandler: app.allowAnyone,
      schema: {
        tags,
        summary: 'Published platform templates, for anyone',
        querystring: publicTemplateListQuerySchema,
        response: { 200: templateListSchema },
      },
    },
    async (request) => taskTemplates.listPublic(request.query),
  );
};
