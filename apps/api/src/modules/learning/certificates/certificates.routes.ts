import {
  adminCertificateListSchema,
  adminCertificateSchema,
  adminCertificatesQuerySchema,
  certificateListSchema,
  DID_DOCUMENT_PATH,
  idParamsSchema,
  learningPaths,
  publicCertificateSchema,
  revokeCertificateInputSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, metaOf } from '../../../plugins/access.js';

const tags = ['learning'];
const statusListParamsSchema = z.object({ list: z.coerce.number().int().min(0).max(1_000_000) });

/**
 * Certificates of completed learning paths (issue 30): the learner's own, their PDF, the public verification data,
 * the revocation status lists, and the admin's list and revocation. Registered under /api/v1.
 */
export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const certificates = () => app.services.learningCertificates;

  app.get(
    learningPaths.certificates,
    {
      preHandler: app.allow('candidate'),
      schema: { tags, summary: 'Your certificates', response: { 200: certificateListSchema } },
    },
    async (request) => certificates().listOf(callerOf(request).id),
  );

  app.get(
    learningPaths.certificatePdf,
    {
      preHandler: app.allow('candidate'),
      schema: { tags, summary: 'One of your certificates as a PDF', params: idParamsSchema },
    },
    async (request, reply) => {
      const { fileName, pdf } = await certificates().pdf(callerOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.get(
    learningPaths.publicCertificate,
    {
      preHandler: app.allowAnyone,
      schema: {
        tags,
        summary: 'A certificate as its public verification page reads it (no sign-in)',
        params: idParamsSchema,
        response: { 200: publicCertificateSchema },
      },
    },
    async (request) => certificates().publicView(request.params.id),
  );

  app.get(
    learningPaths.statusList,
    {
      preHandler: app.allowAnyone,
      schema: {
        tags,
        summary: 'A revocation status list: a signed BitstringStatusListCredential as a JWT (no sign-in)',
        params: statusListParamsSchema,
      },
    },
    async (request, reply) => {
      const jwt = await certificates().statusList(request.params.list);
      // Signed afresh from the revoked rows on each request: a revocation shows at the next check, never a cached one.
      // Any site's verifier may read it, like the DID document.
      return reply
        .type('application/jwt')
        .header('cache-control', 'no-cache')
        .header('access-control-allow-origin', '*')
        .send(jwt);
    },
  );

  app.get(
    learningPaths.adminCertificates,
    {
      preHandler: app.allow('admin'),
      schema: {
        tags,
        summary: 'Every certificate, by holder, path or status',
        querystring: adminCertificatesQuerySchema,
        response: { 200: adminCertificateListSchema },
      },
    },
    async (request) => certificates().adminList(request.query),
  );

  app.post(
    learningPaths.adminRevoke,
    {
      preHandler: app.allow('admin'),
      schema: {
        tags,
        summary: 'Revoke a certificate (once; its verification page then says revoked)',
        params: idParamsSchema,
        body: revokeCertificateInputSchema,
        response: { 200: adminCertificateSchema },
      },
    },
    async (request) =>
      certificates().revoke(callerOf(request), request.params.id, request.body.reason, metaOf(request)),
  );
};

/**
 * The issuer's DID document at the site's root (outside /api/v1), where did:web resolves it. Registered before the web
 * app, whose static files and SPA fallback would otherwise answer the path.
 */
export const didDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DID_DOCUMENT_PATH,
    {
      preHandler: app.allowAnyone,
      schema: { tags, summary: "The certificates' issuer: its did:web DID document with its public keys" },
    },
    async (_request, reply) =>
      reply
        .type('application/did+json')
        .header('access-control-allow-origin', '*')
        .send(JSON.stringify(await app.services.learningCertificates.didDocument())),
  );
};
