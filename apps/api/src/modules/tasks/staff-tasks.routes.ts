import {
  createTaskInputSchema,
  forkTaskInputSchema,
  idParamsSchema,
  linkedTasksSchema,
  staffTaskListQuerySchema,
  staffTaskListSchema,
  staffTaskPaths,
  taskGrantSchema,
  taskStatsQuerySchema,
  taskStatsSchema,
} from '@assay/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TaskGrant } from '@assay/contracts';
import { callerOf, metaOf } from '../../plugins/access.js';

/** 201 with the task made; 202 when the candidate was invited and gets it on joining. */
const sendGrant = (reply: FastifyReply, grant: TaskGrant) => reply.code(grant.task ? 201 : 202).send(grant);

/** Tasks one by one for the people who give them (SPEC.md §7 Retrying client); the platform admin reads them all. */
export const staffTasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffTasks } = app.services;
  const givers = app.allow('interviewer', 'orgadmin');
  const readers = app.allow('interviewer', 'orgadmin', 'admin');

  app.get(
    staffTaskPaths.tasks,
    {
      preHandler: readers,
      schema: {
        tags: ['tasks'],
        summary: "Your organization's tasks (the platform admin: every organization's)",
        querystring: staffTaskListQuerySchema,
        response: { 200: staffTaskListSchema },
      },
    },
    async (request) => staffTasks.list(callerOf(request), request.query),
  );

  app.get(
    staffTaskPaths.stats,
    {
      preHandler: readers,
      schema: {
        tags: ['tasks'],
        summary: "Your organization's task figures, overall and per candidate",
        querystring: taskStatsQuerySchema,
        response: { 200: taskStatsSchema },
      },
    },
    async (request) => staffTasks.stats(callerOf(request), request.query.organization_id),
  );

  app.post(
    staffTaskPaths.tasks,
    {
      preHandler: givers,
      schema: {
        tags: ['tasks'],
        summary: 'Give one candidate a task from a template (inviting them when they are not in your organization)',
        body: createTaskInputSchema,
        response: { 201: taskGrantSchema, 202: taskGrantSchema },
      },
    },
    async (request, reply) =>
      sendGrant(reply, await staffTasks.create(callerOf(request), request.body, metaOf(request))),
  );

  app.post(
    staffTaskPaths.fork,
    {
      preHandler: givers,
      schema: {
        tags: ['tasks'],
        summary: 'Give another candidate the same task: same version and settings, linked to its origin',
        params: idParamsSchema,
        body: forkTaskInputSchema,
        response: { 201: taskGrantSchema, 202: taskGrantSchema },
      },
    },
    async (request, reply) =>
      sendGrant(reply, await staffTasks.fork(callerOf(request), request.params.id, request.body, metaOf(request))),
  );

  app.get(
    staffTaskPaths.linked,
    {
      preHandler: readers,
      schema: {
        tags: ['tasks'],
        summary: "A task's origin and every fork of it",
        params: idParamsSchema,
        response: { 200: linkedTasksSchema },
      },
    },
    async (request) => staffTasks.linked(callerOf(request), request.params.id),
  );
};
