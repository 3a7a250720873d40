import {
  candidateDashboardSchema,
  candidateTaskListQuerySchema,
  candidateTaskListSchema,
  candidateTaskSchema,
  codeInputSchema,
  customRunInputSchema,
  customRunResultSchema,
  idParamsSchema,
  taskDraftSchema,
  taskPaths,
  testRunResultSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access.js';

/** A candidate's home and the tasks they were given: open one, run its visible tests, save a draft (SPEC.md §7). */
export const candidateTasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { candidateTasks, practice, submissions } = app.services;
  const candidate = app.allow('candidate');

  app.get(
    taskPaths.candidateDashboard,
    {
      preHandler: candidate,
      schema: {
        tags: ['candidate'],
        summary: 'Your home: assigned tasks by state, practice, what to practise next, your figures',
        response: { 200: candidateDashboardSchema },
      },
    },
    async (request) => practice.dashboard(callerOf(request), await submissions.countOwn(callerOf(request))),
  );

  app.get(
    taskPaths.candidateTasks,
    {
      preHandler: candidate,
      schema: {
        tags: ['candidate'],
        summary: 'Your tasks in the organization you act in',
        querystring: candidateTaskListQuerySchema,
        response: { 200: candidateTaskListSchema },
      },
    },
    async (request) => candidateTasks.candidateTasks(callerOf(request), request.query),
  );

  app.get(
    taskPaths.candidateTask,
    {
      preHandler: candidate,
      schema: {
        tags: ['candidate'],
        summary: 'One of your tasks (reading it starts nothing: Start, or your first work on it, does)',
        params: idParamsSchema,
        response: { 200: candidateTaskSchema },
      },
    },
    async (request) => candidateTasks.candidateTask(callerOf(request), request.params.id),
  );

  app.post(
    taskPaths.candidateTaskStart,
    {
      preHandler: candidate,
      schema: {
        tags: ['candidate'],
        summary: "Start the task (and a timed task's clock); starting it again changes nothing",
        params: idParamsSchema,
        response: { 200: candidateTaskSchema },
      },
    },
    async (request) => candidateTasks.start(callerOf(request), request.params.id),
  );

  app.post(
    taskPaths.candidateTaskRun,
    {
      preHandler: candidate,
      schema: {
        tags: ['candidate'],
        summary: 'Run your code on your own input (nothing is compared or scored)',
        params: idParamsSchema,
        body: customRunInputSchema,
        response: { 200: customRunResultSchema },
      },
    },
    async (request) => candidateTasks.runCustomInput(callerOf(request), request.params.id, request.body),
  );

  app.post(
    taskPaths.candidateTaskTest,
    {
      preHandler: candidate,
      schema: {
        tags: ['candidate'],
        summary: 'Run your code against the visible tests',
        params: idParamsSchema,
        body: codeInputSchema,
        response: { 200: testRunResultSchema },
      },
    },
    async (request) => candidateTasks.runVisibleTests(callerOf(request), request.params.id, request.body),
  );

  app.put(
    taskPaths.candidateTaskDraft,
    {
      preHandler: candidate,
      schema: {
        tags: ['candidate'],
        summary: 'Save your code as the draft',
        params: idParamsSchema,
        body: codeInputSchema,
        response: { 200: taskDraftSchema },
      },
    },
    async (request) => candidateTasks.saveDraft(callerOf(request), request.params.id, request.body),
  );
};
