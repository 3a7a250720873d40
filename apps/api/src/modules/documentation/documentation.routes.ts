import {
  documentationCategoriesSchema,
  documentationDocumentSchema,
  documentationListSchema,
  documentationPaths,
  documentationSearchQuerySchema,
  idParamsSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['documentation'];

/** The product's documentation (SPEC.md §7): public, as a product's docs are read before signing up. */
export const documentationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { documentation } = app.services;

  app.get(
    documentationPaths.categories,
    {
      preHandler: app.allowAnyone,
      schema: { tags, summary: 'The documentation’s categories', response: { 200: documentationCategoriesSchema } },
    },
    async () => documentation.categories(),
  );

  app.get(
    documentationPaths.documents,
    {
      preHandler: app.allowAnyone,
      schema: {
        tags,
        summary: 'Documents in reading order, or those matching a full-text search, best first, with snippets',
        querystring: documentationSearchQuerySchema,
        response: { 200: documentationListSchema },
      },
    },
    async (request) => documentation.list(request.query),
  );

  app.get(
    documentationPaths.document,
    {
      preHandler: app.allowAnyone,
      schema: {
        tags,
        summary: 'One document: its Markdown, headings, and the documents before and after it',
        params: idParamsSchema,
        response: { 200: documentationDocumentSchema },
      },
    },
    async (request) => documentation.document(request.params.id),
  );
};
