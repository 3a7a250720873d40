import {
  idParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPaths,
  notificationSchema,
  notificationSettingsSchema,
  readAllResultSchema,
  streamQuerySchema,
  streamTicketSchema,
  updateNotificationSettingsSchema,
  STREAM_EVENTS,
} from '@assay/contracts';
import { UnauthorizedError } from '../../lib/errors.js';

/** A comment line now and then keeps proxies and the browser from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access.js';

/** Every signed-in user's own notifications and settings (SPEC.md §7 Other). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.services;
  const tags = ['notifications'];
  /** Open streams, ended when the app closes (they never end by themselves). */
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  app.get(
    notificationPaths.list,
    {
      preHandler: app.allow(),
      schema: {
        tags,
        summary: 'Your notifications, newest first, and how many are unread',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request) => notifications.list(callerOf(request), request.query),
  );

  app.post(
    notificationPaths.read,
    {
      preHandler: app.allow(),
      schema: {
        tags,
        summary: 'Mark one of your notifications read',
        params: idParamsSchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => notifications.markRead(callerOf(request), request.params.id),
  );

  app.post(
    notificationPaths.readAll,
    {
      preHandler: app.allow(),
      schema: { tags, summary: 'Mark all your notifications read', response: { 200: readAllResultSchema } },
    },
    async (request) => notifications.markAllRead(callerOf(request)),
  );

  app.get(
    notificationPaths.settings,
    {
      preHandler: app.allow(),
      schema: {
        tags,
        summary: 'How each kind of notification reaches you',
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => notifications.settings(callerOf(request)),
  );

  app.patch(
    notificationPaths.settings,
    {
      preHandler: app.allow(),
      schema: {
        tags,
        summary: 'Change how kinds of notification reach you (in the app, by mail)',
        body: updateNotificationSettingsSchema,
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => notifications.updateSettings(callerOf(request), request.body),
  );

  app.post(
    notificationPaths.streamTicket,
    {
      preHandler: app.allow(),
      schema: {
        tags,
        summary: 'A short-lived ticket that opens your notification stream',
        response: { 200: streamTicketSchema },
      },
    },
    async (request) => notifications.streamTicket(callerOf(request)),
  );

  // Server-sent events for the browser's EventSource, which cannot send a bearer token: the ticket says who.
  app.get(
    notificationPaths.stream,
    {
      preHandler: app.allowAnyone,
      schema: {
        tags,
        summary: 'Your new notifications as they come (server-sent events; open with a stream ticket)',
        querystring: streamQuerySchema,
      },
    },
    async (request, reply) => {
      const userId = notifications.userOfTicket(request.query.ticket);
      if (!userId)
        throw new UnauthorizedError(
          'This stream ticket is not valid or has expired. Ask for a new one.',
          'INVALID_TICKET',
        );
      reply.hijack();
      const raw = reply.raw;
      // Hijacked: the headers set so far (security, request id, CORS) go out with the stream's own.
      const headers = Object.fromEntries(
        Object.entries(reply.getHeaders()).filter(
          (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
        ),
      );
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(': open\n\n');
      const stopListening = notifications.listen(userId, (live) => {
        if (live.event === 'notification')
          raw.write(
            `event: ${STREAM_EVENTS.notification}\nid: ${live.notification.id}\ndata: ${JSON.stringify(live.notification)}\n\n`,
          );
        else raw.write(`event: ${STREAM_EVENTS.points}\ndata: {}\n\n`);
      });
      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const end = () => {
        if (!streams.delete(end)) return;
        clearInterval(keepAlive);
        stopListening();
        raw.end();
      };
      streams.add(end);
      request.raw.on('close', end);
    },
  );
};
