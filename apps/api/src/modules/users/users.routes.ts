import {
  bootstrapAdminInputSchema,
  bootstrapAdminResultSchema,
  chooseRoleInputSchema,
  idParamsSchema,
  listUsersQuerySchema,
  myOrganizationsSchema,
  successSchema,
  syncUserResultSchema,
  updateMeInputSchema,
  updateRoleQuerySchema,
  userListSchema,
  userPaths,
  userSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, metaOf } from '../../plugins/access.js';

const tags = ['users'];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.services;

  app.get(
    userPaths.me,
    {
      preHandler: app.allow(),
      schema: { tags, summary: 'The signed-in user', response: { 200: userSchema } },
    },
    async (request) => users.me(callerOf(request)),
  );

  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: userPaths.me,
      preHandler: app.allow(),
      schema: {
        tags,
        summary: 'Update your own profile (never your role)',
        body: updateMeInputSchema,
        response: { 200: userSchema },
      },
      handler: async (request) => users.updateMe(callerOf(request), request.body),
    });
  }

  app.get(
    userPaths.list,
    {
      preHandler: app.allow('admin'),
      schema: { tags, summary: 'List users', querystring: listUsersQuerySchema, response: { 200: userListSchema } },
    },
    async (request) => users.list(request.query),
  );

  app.get(
    userPaths.myOrganizations,
    {
      preHandler: app.allow(),
      schema: { tags, summary: 'Organizations you belong to', response: { 200: myOrganizationsSchema } },
    },
    async (request) => users.myOrganizations(callerOf(request)),
  );

  app.get(
    userPaths.byId,
    {
      preHandler: app.allow(),
      schema: {
        tags,
        summary: 'One user: yourself, or people of your organization (admin: anyone)',
        params: idParamsSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => users.getById(callerOf(request), request.params.id),
  );

  app.post(
    userPaths.syncFromProvider,
    {
      preHandler: app.allow(),
      schema: {
        tags,
        summary: 'Create or update your user from the identity token',
        response: { 200: syncUserResultSchema },
      },
    },
    async (request) => ({ success: true, user: await users.syncFromProvider(callerOf(request), request.identity!) }),
  );

  app.post(
    userPaths.chooseRole,
    {
      preHandler: app.allow(),
      schema: {
        tags,
        summary: 'Choose your first role (candidate, interviewer or orgadmin)',
        body: chooseRoleInputSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => users.chooseRole(callerOf(request), request.body.role, metaOf(request)),
  );

  app.post(
    userPaths.updateRole,
    {
      preHandler: app.allow('admin'),
      schema: {
        tags,
        summary: "Change a user's role",
        params: idParamsSchema,
        querystring: updateRoleQuerySchema,
        response: { 200: successSchema },
      },
    },
    async (request) => users.updateRole(callerOf(request), request.params.id, request.query.role, metaOf(request)),
  );

  app.post(
    userPaths.syncRole,
    {
      preHandler: app.allow(),
      schema: {
        tags,
        summary: "Write your stored role into the identity provider's claims",
        response: { 200: successSchema },
      },
    },
    async (request) => users.syncRole(callerOf(request)),
  );

  app.post(
    userPaths.bootstrapAdmin,
    {
      preHandler: app.allow(),
      schema: {
        tags,
        summary: 'Become the first admin with the bootstrap secret',
        body: bootstrapAdminInputSchema,
        response: { 200: bootstrapAdminResultSchema },
      },
    },
    async (request) => users.bootstrapAdmin(callerOf(request), request.body.secret, metaOf(request)),
  );
};
