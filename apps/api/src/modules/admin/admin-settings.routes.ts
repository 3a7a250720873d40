import {
  productSettingsInputSchema,
  productSettingsPaths,
  productSettingsSchema,
  publicProductSettingsSchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, metaOf } from '../../plugins/access.js';

/** Product settings: the admin reads and changes them; anyone reads what the web app needs before sign-in. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { productSettings } = app.services;

  app.get(
    productSettingsPaths.public,
    {
      preHandler: app.allowAnyone,
      schema: {
        tags: ['settings'],
        summary: "The product's name and whether sign-up is open",
        response: { 200: publicProductSettingsSchema },
      },
    },
    async () => productSettings.publicSettings(),
  );

  app.get(
    productSettingsPaths.admin,
    {
      preHandler: app.allow('admin'),
      schema: {
        tags: ['admin'],
        summary: 'The product settings in force (the configured defaults until first changed)',
        response: { 200: productSettingsSchema },
      },
    },
    async () => productSettings.get(),
  );

  app.put(
    productSettingsPaths.admin,
    {
      preHandler: app.allow('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Change the product settings: every API node applies them at once, without a restart',
        body: productSettingsInputSchema,
        response: { 200: productSettingsSchema },
      },
    },
    async (request) => productSettings.update(callerOf(request).id, request.body, metaOf(request)),
  );
};
