import {
  assessmentListQuerySchema,
  assessmentListSchema,
  assessmentSchema,
  assignInputSchema,
  assignResultSchema,
  candidateDashboardSchema,
  candidateTaskListQuerySchema,
  candidateTaskListSchema,
  candidateTaskSchema,
  codeInputSchema,
  createAssessmentInputSchema,
  idParamsSchema,
  taskDraftSchema,
  taskPaths,
  testRunResultSchema,
  updateAssessmentInputSchema,
} from '@assay/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access.js';

const meta = (request: FastifyRequest) => ({ requestId: request.id, ip: request.ip });

/** Assessments for interviewers and orgadmins; tasks for the candidates given them (SPEC.md §7). */
export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tasks, practice, submissions } = app.services;
  const staff = app.allow('interviewer', 'orgadmin');
  const candidate = app.allow('candidate');

  app.get(
    taskPaths.interviewerTasks,
    {
      preHandler: staff,
      schema: {
        tags: ['interviewer'],
        summary: "Your organization's assessments, with how far their tasks are",
        querystring: assessmentListQuerySchema,
        response: { 200: assessmentListSchema },
      },
    },
    async (request) => tasks.assessments(callerOf(request), request.query.page, request.query.limit),
  );

  app.post(
    taskPaths.interviewerTasks,
    {
      preHandler: staff,
      schema: {
        tags: ['interviewer'],
        summary: "Create an assessment from a template's newest published version",
        body: createAssessmentInputSchema,
        response: { 201: assessmentSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await tasks.createAssessment(callerOf(request), request.body, meta(request))),
  );

  app.patch(
    taskPaths.interviewerTask,
    {
      preHandler: staff,
      schema: {
        tags: ['interviewer'],
        summary:
          "Change an assessment's settings (for tasks assigned from now on) or move its unfinished tasks' due date",
        params: idParamsSchema,
        body: updateAssessmentInputSchema,
        response: { 200: assessmentSchema },
      },
    },
    async (request) => tasks.updateAssessment(callerOf(request), request.params.id, request.body, meta(request)),
  );

  app.post(
    taskPaths.assign,
    {
      preHandler: staff,
      schema: {
        tags: ['interviewer'],
        summary: 'Give each named candidate of your organization a task of an assessment',
        body: assignInputSchema,
        response: { 200: assignResultSchema },
      },
    },
    async (request) => tasks.assign(callerOf(request), request.body, meta(request)),
  );

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
    async (request) => tasks.candidateTasks(callerOf(request), request.query),
  );

  app.get(
    taskPaths.candidateTask,
    {
      preHandler: candidate,
      schema: {
        tags: ['candidate'],
        summary: 'One of your tasks (opening it starts it)',
        params: idParamsSchema,
        response: { 200: candidateTaskSchema },
      },
    },
    async (request) => tasks.candidateTask(callerOf(request), request.params.id),
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
    async (request) => tasks.runVisibleTests(callerOf(request), request.params.id, request.body),
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
    async (request) => tasks.saveDraft(callerOf(request), request.params.id, request.body),
  );
};
