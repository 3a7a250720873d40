import {
  challengeTreeFileQuerySchema,
  challengeTreeFileSchema,
  createGithubTasksBodySchema,
  githubAttemptListSchema,
  githubAttemptSchema,
  githubChallengeListQuerySchema,
  githubChallengeListSchema,
  githubChallengePaths,
  githubTaskCreatedSchema,
  githubTaskParamsSchema,
  githubTasksCreatedSchema,
  importPrAsTaskBodySchema,
  publicCommentListSchema,
  publicCommentsQuerySchema,
  repositoryPrTasksBodySchema,
  repositoryRunResultSchema,
  runChallengeBodySchema,
  submitChallengeBodySchema,
  testRepositoryTasksBodySchema,
  testRepositoryTasksResultSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access.js';

const tags = ['github'];

/**
 * Pull-request challenges (issue 28, SPEC.md §7): publishing (orgadmin, admin), the catalogue and attempts (anyone
 * signed in), and the workspace's reads and test runs, which need no sign-in for a public challenge (SPEC §2 rule 7).
 * `GET /public/tasks/{github_pr_…}` is answered by the practice routes, which hand such ids to this module.
 */
export const prChallengesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prChallenges, prPublishing } = app.services;
  const publishers = app.allow('orgadmin');

  app.post(
    githubChallengePaths.testRepositoryTasks,
    {
      preHandler: publishers,
      schema: {
        tags,
        summary:
          "Preview the challenges a repository's imported pull requests make (runs their tests; publishes nothing)",
        body: testRepositoryTasksBodySchema,
        response: { 200: testRepositoryTasksResultSchema },
      },
    },
    async (request) => prPublishing.previewRepository(callerOf(request), request.body),
  );

  app.post(
    githubChallengePaths.importPrAsTask,
    {
      preHandler: publishers,
      schema: {
        tags,
        summary: 'Make one imported pull request into a challenge (or answer the one already made of that kind)',
        body: importPrAsTaskBodySchema,
        response: { 200: githubTaskCreatedSchema },
      },
    },
    async (request) => prPublishing.publishOne(callerOf(request), request.body),
  );

  app.post(
    githubChallengePaths.tasks,
    {
      preHandler: publishers,
      schema: {
        tags,
        summary: 'Make chosen imported pull requests into challenges',
        body: createGithubTasksBodySchema,
        response: { 200: githubTasksCreatedSchema },
      },
    },
    async (request) => prPublishing.publishChosen(callerOf(request), request.body),
  );

  app.post(
    githubChallengePaths.repositoryPrTasks,
    {
      preHandler: publishers,
      schema: {
        tags,
        summary: "Make a repository's chosen (or newest not yet made) imported pull requests into challenges",
        body: repositoryPrTasksBodySchema,
        response: { 200: githubTasksCreatedSchema },
      },
    },
    async (request) => prPublishing.publishRepository(callerOf(request), request.body),
  );

  app.get(
    githubChallengePaths.tasks,
    {
      preHandler: app.allow(),
      schema: {
        tags,
        summary: 'The pull-request challenges you may open: public ones and your organization’s',
        querystring: githubChallengeListQuerySchema,
        response: { 200: githubChallengeListSchema },
      },
    },
    async (request) => prChallenges.catalogue(callerOf(request), request.query),
  );

  app.get(
    githubChallengePaths.treeFile,
    {
      preHandler: app.allowAnyoneWithCaller,
      schema: {
        tags: ['public'],
        summary: "A file of a pull-request challenge's repository at its base commit",
        params: githubTaskParamsSchema,
        querystring: challengeTreeFileQuerySchema,
        response: { 200: challengeTreeFileSchema },
      },
    },
    async (request) => prChallenges.treeFile(request.caller, request.params.id, request.query.path),
  );

  app.post(
    githubChallengePaths.run,
    {
      preHandler: app.allowAnyoneWithCaller,
      schema: {
        tags: ['public'],
        summary: "Run a pull-request challenge's visible tests with your versions of its files",
        params: githubTaskParamsSchema,
        body: runChallengeBodySchema,
        response: { 200: repositoryRunResultSchema },
      },
    },
    async (request) => prChallenges.run(request.caller, request.ip, request.params.id, request.body.files),
  );

  app.post(
    githubChallengePaths.attempts,
    {
      preHandler: app.allow(),
      schema: {
        tags,
        summary: 'Submit an attempt at a pull-request challenge: scored on the hidden tests or the real review',
        params: githubTaskParamsSchema,
        body: submitChallengeBodySchema,
        response: { 201: githubAttemptSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await prChallenges.submit(callerOf(request), request.ip, request.params.id, request.body)),
  );

  app.get(
    githubChallengePaths.attempts,
    {
      preHandler: app.allow(),
      schema: {
        tags,
        summary: 'Your attempts at a pull-request challenge, newest first',
        params: githubTaskParamsSchema,
        response: { 200: githubAttemptListSchema },
      },
    },
    async (request) => prChallenges.attempts(callerOf(request), request.params.id),
  );

  app.get(
    githubChallengePaths.publicComments,
    {
      preHandler: app.allowAnyoneWithCaller,
      schema: {
        tags: ['public'],
        summary:
          "A pull-request challenge's real review comments, once you have submitted (any other id: an empty list)",
        querystring: publicCommentsQuerySchema,
        response: { 200: publicCommentListSchema },
      },
    },
    async (request) => prChallenges.comments(request.caller, request.query.taskId),
  );
};
