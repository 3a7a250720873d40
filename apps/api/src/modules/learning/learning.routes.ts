import {
  catalogueQuerySchema,
  catalogueSchema,
  dailyGoalInputSchema,
  idParamsSchema,
  learnerSchema,
  learningPaths,
  learningTimeInputSchema,
  pathOutlineSchema,
  progressSchema,
  quizAttemptInputSchema,
  quizResultSchema,
  resourcesQuerySchema,
  resourcesSchema,
  stepCompletionSchema,
  stepParamsSchema,
  stepViewSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access.js';

const tags = ['learning'];

/**
 * Learning paths as candidates follow them (issue 30; SPEC.md §2 `/learning…` names no API: this is its design): the
 * catalogue, enrolling and moving versions, steps (a locked one is 403), lessons, quizzes graded here, time spent,
 * progress, the daily goal and the curated resources.
 */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { learning, learningProgress } = app.services;
  const learners = app.allow('candidate');

  app.get(
    learningPaths.catalogue,
    {
      preHandler: learners,
      schema: {
        tags,
        summary: 'The catalogue: published paths, yours first, with your progress',
        querystring: catalogueQuerySchema,
        response: { 200: catalogueSchema },
      },
    },
    async (request) => learning.catalogue(callerOf(request), request.query),
  );

  app.get(
    learningPaths.path,
    {
      preHandler: learners,
      schema: {
        tags,
        summary: "A path's outline: modules and steps with your status on each",
        params: idParamsSchema,
        response: { 200: pathOutlineSchema },
      },
    },
    async (request) => learning.outline(callerOf(request), request.params.id),
  );

  app.post(
    learningPaths.enroll,
    {
      preHandler: learners,
      schema: {
        tags,
        summary: 'Enroll in a path (on its newest version); enrolling again changes nothing',
        params: idParamsSchema,
        response: { 200: pathOutlineSchema },
      },
    },
    async (request) => learning.enroll(callerOf(request), request.params.id),
  );

  app.post(
    learningPaths.upgrade,
    {
      preHandler: learners,
      schema: {
        tags,
        summary: 'Move to the newest version of a path; steps both versions share stay complete',
        params: idParamsSchema,
        response: { 200: pathOutlineSchema },
      },
    },
    async (request) => learning.upgrade(callerOf(request), request.params.id),
  );

  app.get(
    learningPaths.step,
    {
      preHandler: learners,
      schema: {
        tags,
        summary: "A step's content (403 while it is locked); a quiz's questions come without their answers",
        params: stepParamsSchema,
        response: { 200: stepViewSchema },
      },
    },
    async (request) => learning.step(callerOf(request), request.params.id, request.params.stepKey),
  );

  app.post(
    learningPaths.completeStep,
    {
      preHandler: learners,
      schema: {
        tags,
        summary: 'Mark a lesson read (twice is once)',
        params: stepParamsSchema,
        response: { 200: stepCompletionSchema },
      },
    },
    async (request) => learning.completeLesson(callerOf(request), request.params.id, request.params.stepKey),
  );

  app.post(
    learningPaths.quizAttempt,
    {
      preHandler: learners,
      schema: {
        tags,
        summary: "Answer a step's quiz: graded here, with the answers and explanations",
        params: stepParamsSchema,
        body: quizAttemptInputSchema,
        response: { 200: z.object({ result: quizResultSchema, completion: stepCompletionSchema }) },
      },
    },
    async (request) => learning.attemptQuiz(callerOf(request), request.params.id, request.params.stepKey, request.body),
  );

  app.post(
    learningPaths.time,
    {
      preHandler: learners,
      schema: {
        tags,
        summary: 'Time spent on a step, reported by its open page (at most a minute a report)',
        params: idParamsSchema,
        body: learningTimeInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await learning.recordTime(callerOf(request), request.params.id, request.body.step_key, request.body.seconds);
      return reply.code(204).send(null);
    },
  );

  app.get(
    learningPaths.progress,
    {
      preHandler: learners,
      schema: {
        tags,
        summary: 'Your progress on a path: per module, per day, time spent and quizzes',
        params: idParamsSchema,
        response: { 200: progressSchema },
      },
    },
    async (request) => learningProgress.progress(callerOf(request), request.params.id),
  );

  app.get(
    learningPaths.me,
    {
      preHandler: learners,
      schema: { tags, summary: 'Your daily goal, today, and your streak', response: { 200: learnerSchema } },
    },
    async (request) => learningProgress.me(callerOf(request)),
  );

  app.put(
    learningPaths.goal,
    {
      preHandler: learners,
      schema: {
        tags,
        summary: 'Set your daily goal (steps a day)',
        body: dailyGoalInputSchema,
        response: { 200: learnerSchema },
      },
    },
    async (request) => learningProgress.setGoal(callerOf(request), request.body.daily_goal),
  );

  app.get(
    learningPaths.resources,
    {
      preHandler: learners,
      schema: {
        tags,
        summary: "The published paths' curated references, searchable",
        querystring: resourcesQuerySchema,
        response: { 200: resourcesSchema },
      },
    },
    async (request) => learningProgress.resources(request.query),
  );
};
