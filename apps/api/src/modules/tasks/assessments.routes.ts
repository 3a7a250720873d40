import {
  assessmentListQuerySchema,
  assessmentListSchema,
  assessmentSchema,
  assignInputSchema,
  assignResultSchema,
  createAssessmentInputSchema,
  idParamsSchema,
  taskPaths,
  updateAssessmentInputSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, metaOf } from '../../plugins/access.js';

/** Assessments for interviewers and orgadmins: create, list, change, and assign them to candidates (SPEC.md §7). */
export const assessmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { assessments } = app.services;
  const staff = app.allow('interviewer', 'orgadmin');

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
    async (request) => assessments.assessments(callerOf(request), request.query.page, request.query.limit),
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
      reply.code(201).send(await assessments.createAssessment(callerOf(request), request.body, metaOf(request))),
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
    async (request) =>
      assessments.updateAssessment(callerOf(request), request.params.id, request.body, metaOf(request)),
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
    async (request) => assessments.assign(callerOf(request), request.body, metaOf(request)),
  );
};
