import { searchPath, searchQuerySchema, searchResultsSchema } from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access.js';

/** GET /search?q=: what the top bar's search box finds for the signed-in caller. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    searchPath,
    {
      preHandler: app.allow(),
      schema: {
        tags: ['search'],
        summary: 'Tasks and templates you may see whose title or tags match',
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema },
      },
    },
    async (request) => app.services.search.search(callerOf(request), request.query.q, request.query.limit),
  );
};
