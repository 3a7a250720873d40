import {
  analyticsPaths,
  idParamsSchema,
  ORG_ANALYTICS_TABLES,
  orgAnalyticsQuerySchema,
  orgAnalyticsSchema,
  performanceQuerySchema,
  TASK_ANALYTICS_TABLES,
  taskAnalyticsQuerySchema,
  taskAnalyticsSchema,
  USER_ANALYTICS_TABLES,
  userAnalyticsQuerySchema,
  userAnalyticsSchema,
} from '@assay/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationError } from '../../lib/errors.js';
import { callerOf } from '../../plugins/access.js';
import { orgTableCsv, taskTableCsv, userTableCsv } from './analytics-csv.js';

const tags = ['analytics'];

/** `?format=csv`, or `Accept: text/csv` without `?format=json`. */
function wantsCsv(request: FastifyRequest, format: 'json' | 'csv' | undefined): boolean {
  if (format) return format === 'csv';
  return (request.headers.accept ?? '').toLowerCase().includes('text/csv');
}

/** The table a CSV request names; a CSV request without one is a 400 that lists the tables. */
function tableOf<T extends string>(table: T | undefined, tables: readonly T[]): T {
  if (table) return table;
  const message = `Name the table to export as CSV with ?table= (one of ${tables.join(', ')}).`;
  throw new ValidationError(message, [{ field: 'table', message }]);
}

const safeName = (text: string) => text.replace(/[^\w.-]+/g, '_');

/**
 * Answers a route's figures as JSON, or one of their tables as a CSV download when the request asks for CSV (the
 * table checked before any figure is computed). `csv` names the file and writes the table.
 */
async function figuresOrCsv<F, T extends string>(
  request: FastifyRequest,
  reply: FastifyReply,
  query: { format?: 'json' | 'csv'; table?: T; tables: readonly T[] },
  figures: () => Promise<F>,
  csv: (figures: F, table: T) => { fileName: string; body: string },
) {
  const table = wantsCsv(request, query.format) ? tableOf(query.table, query.tables) : null;
  const answer = await figures();
  if (!table) return answer;
  const { fileName, body } = csv(answer, table);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeName(fileName)}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

/**
 * Analytics (SPEC.md §7): an organization's, a task's and a person's figures, each table also as CSV. Candidates read
 * only their own figures (user and performance); the organization and task routes are staff's.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { analytics } = app.services;
  const staff = app.allow('interviewer', 'orgadmin');
  const people = app.allow('candidate', 'interviewer', 'orgadmin');

  app.get(
    analyticsPaths.org,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "An organization's funnel, scores, decisions, languages, reviewers and days (CSV: one table)",
        params: idParamsSchema,
        querystring: orgAnalyticsQuerySchema,
        response: { 200: orgAnalyticsSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { days, ...csv } = request.query;
      return figuresOrCsv(
        request,
        reply,
        { ...csv, tables: ORG_ANALYTICS_TABLES },
        () => analytics.org(callerOf(request), id, days),
        (figures, table) => ({ fileName: `analytics-org-${id}-${days}d-${table}`, body: orgTableCsv(figures, table) }),
      );
    },
  );

  app.get(
    analyticsPaths.task,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "An assessment's or template's scores, per-test pass rates, languages and discrimination",
        params: idParamsSchema,
        querystring: taskAnalyticsQuerySchema,
        response: { 200: taskAnalyticsSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return figuresOrCsv(
        request,
        reply,
        { ...request.query, tables: TASK_ANALYTICS_TABLES },
        () => analytics.task(callerOf(request), id),
        (figures, table) => ({ fileName: `analytics-task-${id}-${table}`, body: taskTableCsv(figures, table) }),
      );
    },
  );

  app.get(
    analyticsPaths.user,
    {
      preHandler: people,
      schema: {
        tags,
        summary: "A person's scores over time, tasks by difficulty and category, languages and runs",
        params: idParamsSchema,
        querystring: userAnalyticsQuerySchema,
        response: { 200: userAnalyticsSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { days, ...csv } = request.query;
      return figuresOrCsv(
        request,
        reply,
        { ...csv, tables: USER_ANALYTICS_TABLES },
        () => analytics.user(callerOf(request), id, days),
        (figures, table) => ({
          fileName: `analytics-user-${id}-${days}d-${table}`,
          body: userTableCsv(figures, table),
        }),
      );
    },
  );

  app.get(
    analyticsPaths.performance,
    {
      preHandler: people,
      schema: {
        tags,
        summary: 'Your figures for a period (or, for staff, a candidate of your organization by user_id)',
        querystring: performanceQuerySchema,
        response: { 200: userAnalyticsSchema },
      },
    },
    async (request, reply) => {
      const { period, user_id: userId, ...csv } = request.query;
      return figuresOrCsv(
        request,
        reply,
        { ...csv, tables: USER_ANALYTICS_TABLES },
        () => analytics.performance(callerOf(request), { period, user_id: userId }),
        (figures, table) => ({
          fileName: `analytics-performance-${figures.userId}-${period}-${table}`,
          body: userTableCsv(figures, table),
        }),
      );
    },
  );
};
