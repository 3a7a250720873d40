import {
  githubPaths,
  importPullRequestsBodySchema,
  importPullRequestsResultSchema,
  pullRequestListSchema,
  pullRequestsQuerySchema,
  repositoryUrlBodySchema,
  storedRepositoryListSchema,
  storedRepositorySchema,
  testRepositoryResultSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access.js';

const tags = ['github'];

/**
 * Pull-request imports (SPEC.md §7 GitHub): an orgadmin imports for the organization, the admin for the platform's
 * public challenges, each with their GitHub connection (or, in an organization, an orgadmin's).
 */
export const githubImportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { githubImports } = app.services;
  const importers = app.allow('orgadmin');

  app.post(
    githubPaths.testRepository,
    {
      preHandler: importers,
      schema: {
        tags,
        summary: 'Whether a repository is reachable and visible with your GitHub token, and what it is',
        body: repositoryUrlBodySchema,
        response: { 200: testRepositoryResultSchema },
      },
    },
    async (request) => githubImports.testRepository(callerOf(request), request.body.repository_url),
  );

  app.post(
    githubPaths.repository,
    {
      preHandler: importers,
      schema: {
        tags,
        summary: "Add a repository to your organization's (the admin: the platform's) for imports",
        body: repositoryUrlBodySchema,
        response: { 200: storedRepositorySchema },
      },
    },
    async (request) => githubImports.addRepository(callerOf(request), request.body.repository_url),
  );

  app.get(
    githubPaths.repositories,
    {
      preHandler: importers,
      schema: {
        tags,
        summary: "Your organization's (the admin: the platform's) repositories for imports",
        response: { 200: storedRepositoryListSchema },
      },
    },
    async (request) => githubImports.repositories(callerOf(request)),
  );

  app.post(
    githubPaths.importPullRequests,
    {
      preHandler: importers,
      schema: {
        tags,
        summary: 'Import merged pull requests from repositories (only new ones, unless force_refresh)',
        body: importPullRequestsBodySchema,
        response: { 200: importPullRequestsResultSchema },
      },
    },
    async (request) => githubImports.importPullRequests(callerOf(request), request.body),
  );

  app.get(
    githubPaths.pullRequests,
    {
      preHandler: importers,
      schema: {
        tags,
        summary: "Your organization's (the admin: the platform's) imported pull requests",
        querystring: pullRequestsQuerySchema,
        response: { 200: pullRequestListSchema },
      },
    },
    async (request) => githubImports.pullRequests(callerOf(request), request.query),
  );
};
