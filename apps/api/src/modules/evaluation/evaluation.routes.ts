import {
  candidateFeedbackSchema,
  commentParamsSchema,
  decisionInputSchema,
  evaluateTaskPath,
  evaluateTaskResultSchema,
  evaluationDetailSchema,
  evaluationListQuerySchema,
  evaluationListSchema,
  evaluationPaths,
  idParamsSchema,
  lineCommentInputSchema,
  releaseInputSchema,
  saveReviewInputSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, metaOf } from '../../plugins/access.js';

const tags = ['evaluation'];

/** Review of final submissions (SPEC.md §7 Interviewer and evaluation), the candidate's feedback, and re-evaluation. */
export const evaluationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { evaluation } = app.services;
  const reviewers = app.allow('interviewer', 'orgadmin');

  app.get(
    evaluationPaths.submissions,
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: "Your organization's final submissions and their reviews, newest first",
        querystring: evaluationListQuerySchema,
        response: { 200: evaluationListSchema },
      },
    },
    async (request) => evaluation.list(callerOf(request), request.query),
  );

  app.get(
    evaluationPaths.submission,
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: 'A final submission with everything its review needs',
        params: idParamsSchema,
        response: { 200: evaluationDetailSchema },
      },
    },
    async (request) => evaluation.detail(callerOf(request), request.params.id),
  );

  app.post(
    evaluationPaths.start,
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: 'Take the review of a submission (status in_review, you its reviewer)',
        params: idParamsSchema,
        response: { 200: evaluationDetailSchema },
      },
    },
    async (request) => evaluation.start(callerOf(request), request.params.id, metaOf(request)),
  );

  app.put(
    evaluationPaths.review,
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: 'Save rubric scores (0–5 per criterion, with comments) and your summary',
        params: idParamsSchema,
        body: saveReviewInputSchema,
        response: { 200: evaluationDetailSchema },
      },
    },
    async (request) => evaluation.saveReview(callerOf(request), request.params.id, request.body),
  );

  app.post(
    evaluationPaths.comments,
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: 'Comment on a line of the code',
        params: idParamsSchema,
        body: lineCommentInputSchema,
        response: { 201: evaluationDetailSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await evaluation.addComment(callerOf(request), request.params.id, request.body)),
  );

  app.delete(
    evaluationPaths.comment,
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: 'Remove a line comment',
        params: commentParamsSchema,
        response: { 200: evaluationDetailSchema },
      },
    },
    async (request) => evaluation.deleteComment(callerOf(request), request.params.id, request.params.commentId),
  );

  app.post(
    evaluationPaths.decision,
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: 'Decide: advance, hold or reject',
        params: idParamsSchema,
        body: decisionInputSchema,
        response: { 200: evaluationDetailSchema },
      },
    },
    async (request) => evaluation.decide(callerOf(request), request.params.id, request.body.decision, metaOf(request)),
  );

  app.post(
    evaluationPaths.release,
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: 'Release feedback to the candidate; the review is then final',
        params: idParamsSchema,
        body: releaseInputSchema,
        response: { 200: evaluationDetailSchema },
      },
    },
    async (request) => evaluation.release(callerOf(request), request.params.id, request.body, metaOf(request)),
  );

  app.get(
    evaluationPaths.candidateFeedback,
    {
      preHandler: app.allow('candidate'),
      schema: {
        tags: ['candidate'],
        summary: 'The feedback released on your task (null until it is)',
        params: idParamsSchema,
        response: { 200: candidateFeedbackSchema },
      },
    },
    async (request) => evaluation.candidateFeedback(callerOf(request), request.params.id),
  );
};

/** SPEC.md puts re-evaluation on the bare host, not under /api/v1: registered without the API's prefix. */
export const evaluationBareHostRoutes: FastifyPluginAsyncZod = async (app) => {
  const { evaluation } = app.services;

  app.post(
    evaluateTaskPath,
    {
      preHandler: app.allow('interviewer', 'orgadmin', 'admin'),
      schema: {
        tags,
        summary:
          'Judge every submission of a task again against its template version (idempotent; each keeps one current score and its history)',
        params: idParamsSchema,
        response: { 202: evaluateTaskResultSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await evaluation.evaluateTask(callerOf(request), request.params.id)),
  );
};
