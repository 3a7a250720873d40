import {
  activitySchema,
  badgeListSchema,
  codeInputSchema,
  createProfileBodySchema,
  currentQuickFireSchema,
  dailyChallengeSchema,
  gamificationPaths,
  gamificationProfileSchema,
  gamificationSettingsSchema,
  idParamsSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  quickFireRoundSchema,
  startQuickFireBodySchema,
} from '@assay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access.js';

const tags = ['gamification'];

/**
 * The game mode (SPEC.md §7 Gamification): a candidate's profile, badges and activity, the leaderboard, the daily
 * challenge and quick-fire rounds. Candidates only: points come from practice, which is theirs.
 */
export const gamificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { gamification, gameChallenges, leaderboard } = app.services;
  const candidate = app.allow('candidate');

  app.get(
    gamificationPaths.profileMe,
    {
      preHandler: candidate,
      schema: {
        tags,
        summary: 'Your game profile (404 until POST /gamification/profile creates it)',
        response: { 200: gamificationProfileSchema },
      },
    },
    async (request) => gamification.profile(callerOf(request)),
  );

  app.post(
    gamificationPaths.profile,
    {
      preHandler: candidate,
      schema: {
        tags,
        summary: 'Create your game profile (level 1, 100 XP to the next level; points already earned count)',
        body: createProfileBodySchema,
        response: { 201: gamificationProfileSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await gamification.create(callerOf(request), request.body)),
  );

  app.get(
    gamificationPaths.settings,
    {
      preHandler: candidate,
      schema: {
        tags,
        summary: 'Whether the leaderboard shows your name (404 until your profile exists)',
        response: { 200: gamificationSettingsSchema },
      },
    },
    async (request) => gamification.settings(callerOf(request)),
  );

  app.patch(
    gamificationPaths.settings,
    {
      preHandler: candidate,
      schema: {
        tags,
        summary: 'Show or hide your name on the leaderboard',
        body: gamificationSettingsSchema,
        response: { 200: gamificationSettingsSchema },
      },
    },
    async (request) => gamification.updateSettings(callerOf(request), request.body),
  );

  app.get(
    gamificationPaths.badges,
    {
      preHandler: candidate,
      schema: { tags, summary: 'Every badge with its criterion, earned or not', response: { 200: badgeListSchema } },
    },
    async (request) => gamification.badges(callerOf(request)),
  );

  app.get(
    gamificationPaths.activity,
    {
      preHandler: candidate,
      schema: { tags, summary: 'Your newest XP and your solves per day', response: { 200: activitySchema } },
    },
    async (request) => gamification.activity(callerOf(request)),
  );

  app.get(
    gamificationPaths.leaderboard,
    {
      preHandler: candidate,
      schema: {
        tags,
        summary: 'The leaderboard (global or your organization; all-time, monthly, weekly or daily) and your rank',
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema },
      },
    },
    async (request) => leaderboard.read(callerOf(request), request.query),
  );

  app.get(
    gamificationPaths.dailyChallenge,
    {
      preHandler: candidate,
      schema: {
        tags,
        summary: "Today's challenge (UTC), the same for everyone",
        response: { 200: dailyChallengeSchema },
      },
    },
    async (request) => gameChallenges.daily(callerOf(request)),
  );

  app.post(
    gamificationPaths.publicChallenge,
    {
      preHandler: candidate,
      schema: {
        tags,
        summary: 'Start a quick-fire round: a random challenge of a difficulty and category, against a countdown',
        body: startQuickFireBodySchema,
        response: { 201: quickFireRoundSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await gameChallenges.startQuickFire(callerOf(request), request.body)),
  );

  app.get(
    gamificationPaths.publicChallenge,
    {
      preHandler: candidate,
      schema: {
        tags,
        summary: 'Your newest quick-fire round of the last two hours, if any (its countdown by the server clock)',
        response: { 200: currentQuickFireSchema },
      },
    },
    async (request) => gameChallenges.currentQuickFire(callerOf(request)),
  );

  app.post(
    gamificationPaths.submitPublicChallenge,
    {
      preHandler: candidate,
      schema: {
        tags,
        summary:
          "Submit your quick-fire round's solution (scored like any submission; the time bonus by the server's clock)",
        params: idParamsSchema,
        body: codeInputSchema,
        response: { 200: quickFireRoundSchema },
      },
    },
    async (request) => gameChallenges.submitQuickFire(callerOf(request), request.params.id, request.body),
  );
};
