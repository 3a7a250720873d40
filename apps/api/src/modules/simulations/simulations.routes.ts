import {
  changeSimulationSchema,
  codeInputSchema,
  idParamsSchema,
  saveStageWorkSchema,
  savedStageWorkSchema,
  scenarioListSchema,
  simulationListQuerySchema,
  simulationListSchema,
  simulationMessagesSchema,
  simulationPaths,
  simulationQuestionSchema,
  simulationSchema,
  startSimulationSchema,
  testRunResultSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access.js';

const tags = ['simulations'];
const userParams = z.object({ userId: z.string().min(1).max(200) });
const detailParams = userParams.extend({ id: z.string().min(1).max(200) });
const stageParams = idParamsSchema.extend({ stageKey: z.string().min(1).max(100) });

/**
 * Simulations (SPEC.md §7: `POST /simulations`, `GET /simulations/{userId}`, `PATCH /simulations/{id}`; the rest is
 * this design). Anyone signed in runs their own; an organization's reviewers read what was shared with it.
 */
export const simulationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { simulations } = app.services;
  const signedIn = app.allow();

  app.get(
    simulationPaths.scenarios,
    {
      preHandler: signedIn,
      schema: { tags, summary: 'The scenarios a simulation can run', response: { 200: scenarioListSchema } },
    },
    async () => simulations.scenarios(),
  );

  app.post(
    simulationPaths.start,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Start a simulation of a scenario, now or at a scheduled time',
        body: startSimulationSchema,
        response: { 201: simulationSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await simulations.start(callerOf(request), request.body)),
  );

  app.get(
    simulationPaths.list,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "A user's simulations, newest first, with trends (yours, or those shared with your organization)",
        params: userParams,
        querystring: simulationListQuerySchema,
        response: { 200: simulationListSchema },
      },
    },
    async (request) => simulations.list(callerOf(request), request.params.userId, request.query),
  );

  app.get(
    simulationPaths.detail,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'One simulation: its stages, the persona’s messages, the clock and, at the end, the report',
        params: detailParams,
        response: { 200: simulationSchema },
      },
    },
    async (request) => simulations.detail(callerOf(request), request.params.userId, request.params.id),
  );

  app.patch(
    simulationPaths.change,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Start, advance a stage, pause, resume, abandon, or share with an organization',
        params: idParamsSchema,
        body: changeSimulationSchema,
        response: { 200: simulationSchema },
      },
    },
    async (request) => simulations.change(callerOf(request), request.params.id, request.body),
  );

  app.put(
    simulationPaths.work,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Save the running stage's work (what is submitted when its time runs out)",
        params: stageParams,
        body: saveStageWorkSchema,
        response: { 200: savedStageWorkSchema },
      },
    },
    async (request) =>
      simulations.saveWork(callerOf(request), request.params.id, request.params.stageKey, request.body.work),
  );

  app.post(
    simulationPaths.test,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Run code against the stage's visible tests",
        params: stageParams,
        body: codeInputSchema,
        response: { 200: testRunResultSchema },
      },
    },
    async (request) => simulations.test(callerOf(request), request.params.id, request.params.stageKey, request.body),
  );

  app.post(
    simulationPaths.messages,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Ask the interviewer a clarifying question about the running stage',
        params: idParamsSchema,
        body: simulationQuestionSchema,
        response: { 200: simulationMessagesSchema },
      },
    },
    async (request) => simulations.ask(callerOf(request), request.params.id, request.body.body),
  );
};
