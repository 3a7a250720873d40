import {
  appealInputSchema,
  appealReplyInputSchema,
  behaviorAnalysisSchema,
  behaviorDefinitionsSchema,
  behaviorPaths,
  candidateIntegritySchema,
  idParamsSchema,
  idSchema,
  integrityReportSchema,
  MEASURE_DEFINITIONS,
  MEASURE_KEYS,
  playbackSchema,
  SIGNAL_DEFINITIONS,
  SIGNAL_KINDS,
  SIGNAL_TIER_LABELS,
  SIGNAL_TIERS,
  TELEMETRY_MAX_BATCH_BYTES,
  TELEMETRY_NOTICE,
  telemetryBatchSchema,
  telemetryReceiptSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, metaOf } from '../../plugins/access.js';

const tags = ['behavior'];

/**
 * Integrity signals and behavioral analysis (issue 29; SPEC.md names no API for it). The candidate's editor posts its
 * recording; reviewers of the task's organization replay it and read the integrity report; the candidate reads their
 * own signals once feedback is released and answers them; everyone may read how each signal and measure is defined.
 */
export const behaviorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { behaviorTelemetry, behaviorIntegrity, behaviorAnalysis } = app.services;
  const candidates = app.allow('candidate');
  const reviewers = app.allow('interviewer', 'orgadmin');

  app.post(
    behaviorPaths.telemetry,
    {
      preHandler: candidates,
      // A keepalive request may carry 64 KiB in all; the editor splits its batches below this.
      bodyLimit: TELEMETRY_MAX_BATCH_BYTES + 4 * 1024,
      schema: {
        tags,
        summary:
          "Record a batch of the editor's events on your open task (twice is once; over the size limit, dropped)",
        params: idParamsSchema,
        body: telemetryBatchSchema,
        response: { 202: telemetryReceiptSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await behaviorTelemetry.record(callerOf(request), request.params.id, request.body)),
  );

  app.get(
    behaviorPaths.playback,
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: "Replay a final submission's editing session",
        params: idParamsSchema,
        response: { 200: playbackSchema },
      },
    },
    async (request) => behaviorTelemetry.playback(callerOf(request), request.params.id),
  );

  app.get(
    behaviorPaths.integrity,
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: "A final submission's integrity signals, similarity matches and the candidate's explanation",
        params: idParamsSchema,
        response: { 200: integrityReportSchema },
      },
    },
    async (request) => behaviorIntegrity.forReviewer(callerOf(request), request.params.id),
  );

  app.post(
    behaviorPaths.appealReply,
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: "Answer the candidate's explanation of their integrity signals",
        params: idParamsSchema,
        body: appealReplyInputSchema,
        response: { 200: integrityReportSchema },
      },
    },
    async (request) => behaviorIntegrity.reply(callerOf(request), request.params.id, request.body, metaOf(request)),
  );

  app.get(
    behaviorPaths.candidateIntegrity,
    {
      preHandler: candidates,
      schema: {
        tags,
        summary: 'Your integrity signals on a task, once its feedback is released',
        params: idParamsSchema,
        response: { 200: candidateIntegritySchema },
      },
    },
    async (request) => behaviorIntegrity.forCandidate(callerOf(request), request.params.id),
  );

  app.post(
    behaviorPaths.candidateAppeal,
    {
      preHandler: candidates,
      schema: {
        tags,
        summary: 'Explain your integrity signals to the reviewer (again replaces it until they answer)',
        params: idParamsSchema,
        body: appealInputSchema,
        response: { 200: candidateIntegritySchema },
      },
    },
    async (request) => behaviorIntegrity.appeal(callerOf(request), request.params.id, request.body, metaOf(request)),
  );

  app.get(
    behaviorPaths.analysis,
    {
      preHandler: app.allow('candidate', 'interviewer', 'orgadmin'),
      schema: {
        tags,
        summary:
          'Your working style across your practice; a reviewer passes candidate_id for the tasks their organization assigned',
        querystring: z.object({ candidate_id: idSchema.optional() }),
        response: { 200: behaviorAnalysisSchema },
      },
    },
    async (request) => behaviorAnalysis.ofCandidate(callerOf(request), request.query.candidate_id),
  );

  app.get(
    behaviorPaths.definitions,
    {
      preHandler: app.allowAnyone,
      schema: {
        tags,
        summary: 'What is recorded, and how every integrity signal and behavioral measure is defined',
        response: { 200: behaviorDefinitionsSchema },
      },
    },
    async () => ({
      notice: TELEMETRY_NOTICE,
      retention_days: app.config.TELEMETRY_RETENTION_DAYS,
      signals: SIGNAL_KINDS.map((kind) => ({ kind, ...SIGNAL_DEFINITIONS[kind] })),
      tiers: SIGNAL_TIERS.map((tier) => ({ tier, label: SIGNAL_TIER_LABELS[tier] })),
      measures: MEASURE_KEYS.map((key) => ({
        key,
        label: MEASURE_DEFINITIONS[key].label,
        definition: MEASURE_DEFINITIONS[key].definition,
      })),
    }),
  );
};
