import { githubPaths, githubProfileSchema, githubTokenBodySchema, githubUserTokenSchema } from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access.js';

const tags = ['github'];

/**
 * A user's GitHub connection (SPEC.md §7 GitHub): any signed-in user connects their own account by an access token;
 * the token goes in and is never sent back.
 */
export const githubRoutes: FastifyPluginAsyncZod = async (app) => {
  const { github } = app.services;
  const signedIn = app.allow();

  app.get(
    githubPaths.profile,
    {
      preHandler: signedIn,
      schema: { tags, summary: 'Your GitHub connection: the account, or none', response: { 200: githubProfileSchema } },
    },
    async (request) => github.profile(callerOf(request)),
  );

  for (const [path, summary] of [
    [githubPaths.connect, 'Connect your GitHub account with an access token (checked with GitHub first)'],
    [githubPaths.updateToken, 'Replace your GitHub access token (checked with GitHub first)'],
  ] as const) {
    app.post(
      path,
      {
        preHandler: signedIn,
        schema: { tags, summary, body: githubTokenBodySchema, response: { 200: githubProfileSchema } },
      },
      async (request) => github.connect(callerOf(request), request.body.token, request.id),
    );
  }

  app.get(
    githubPaths.userToken,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Whether you have a GitHub token stored, and its scopes (never the token)',
        response: { 200: githubUserTokenSchema },
      },
    },
    async (request) => github.userToken(callerOf(request)),
  );

  app.post(
    githubPaths.userToken,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Store your GitHub token (checked with GitHub first); answers its state, never the token',
        body: githubTokenBodySchema,
        response: { 200: githubUserTokenSchema },
      },
    },
    async (request) => github.storeUserToken(callerOf(request), request.body.token, request.id),
  );

  app.post(
    githubPaths.disconnect,
    {
      preHandler: signedIn,
      schema: { tags, summary: 'Forget your GitHub token', response: { 200: githubProfileSchema } },
    },
    async (request) => github.disconnect(callerOf(request), request.id),
  );
};
