import {
  attemptHistorySchema,
  candidateReportSchema,
  createReportLinkInputSchema,
  evaluationReportPaths,
  idParamsSchema,
  reportLinkParamsSchema,
  reportLinkSchema,
  reportLinksSchema,
  reportTokenParamsSchema,
  sharedReportSchema,
  type CandidateReport,
} from '@assay/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, metaOf } from '../../plugins/access.js';
import { renderReportPdf, reportFileName } from './report-pdf.js';

const tags = ['evaluation'];

async function sendPdf(reply: FastifyReply, report: CandidateReport) {
  const pdf = await renderReportPdf(report);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${reportFileName(report)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** The reviewer's report (issue 25, item 7): attempt history, the candidate report, its share links and its PDF. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { evaluationReports: reports } = app.services;
  const staff = app.allow('interviewer', 'orgadmin');

  app.get(
    evaluationReportPaths.attempts,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Every attempt and the final submission of the task under review, oldest first, with code and results',
        params: idParamsSchema,
        response: { 200: attemptHistorySchema },
      },
    },
    async (request) => reports.attempts(callerOf(request), request.params.id),
  );

  app.get(
    evaluationReportPaths.report,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'The one-page candidate report: score, standing among the assessment, rubric, decision, time taken',
        params: idParamsSchema,
        response: { 200: candidateReportSchema },
      },
    },
    async (request) => reports.report(callerOf(request), request.params.id),
  );

  app.get(
    evaluationReportPaths.reportPdf,
    {
      preHandler: staff,
      schema: { tags, summary: 'The candidate report as a PDF', params: idParamsSchema },
    },
    async (request, reply) => sendPdf(reply, await reports.report(callerOf(request), request.params.id)),
  );

  app.get(
    evaluationReportPaths.reportLinks,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "The report's share links, newest first",
        params: idParamsSchema,
        response: { 200: reportLinksSchema },
      },
    },
    async (request) => reports.links(callerOf(request), request.params.id),
  );

  app.post(
    evaluationReportPaths.reportLinks,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Share the report: a signed link that opens it signed out for 1, 7 or 30 days',
        params: idParamsSchema,
        body: createReportLinkInputSchema,
        response: { 201: reportLinkSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await reports.createLink(callerOf(request), request.params.id, request.body.expires_in_days, metaOf(request)),
        ),
  );

  app.delete(
    evaluationReportPaths.reportLink,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Withdraw a share link: it stops opening the report at once',
        params: reportLinkParamsSchema,
        response: { 200: reportLinksSchema },
      },
    },
    async (request) =>
      reports.withdrawLink(callerOf(request), request.params.id, request.params.linkId, metaOf(request)),
  );

  app.get(
    evaluationReportPaths.sharedReport,
    {
      preHandler: app.allowAnyone,
      schema: {
        tags,
        summary: 'A shared candidate report, signed out (410 once the link has expired or was withdrawn)',
        params: reportTokenParamsSchema,
        response: { 200: sharedReportSchema },
      },
    },
    async (request, reply) => {
      // The token is the credential: keep the report out of shared caches.
      reply.header('cache-control', 'private, no-store');
      return reports.shared(request.params.token);
    },
  );

  app.get(
    evaluationReportPaths.sharedReportPdf,
    {
      preHandler: app.allowAnyone,
      schema: { tags, summary: 'A shared candidate report as a PDF, signed out', params: reportTokenParamsSchema },
    },
    async (request, reply) => sendPdf(reply, (await reports.shared(request.params.token)).report),
  );
};
