import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import { redactedTemplateContentSchema, templateContentSchema } from './task-templates.js';
import { codeInputSchema, testRunResultSchema } from './tasks.js';

/**
 * Authoring beside the template editor (issue 25, item 6): trying a template as a candidate would, its version history
 * with the assessments that use each version, and copying it into the caller's organization.
 */
export const templateAuthoringPaths = {
  tryRun: '/templates/:id/try',
  versions: '/templates/:id/versions',
  duplicate: '/templates/:id/duplicate',
} as const;

/** Which content a trial runs: the saved draft (its editors only) or the newest published version. */
export const TRIAL_SOURCES = ['draft', 'published'] as const;
export const trialSourceSchema = z.enum(TRIAL_SOURCES);
export type TrialSource = z.infer<typeof trialSourceSchema>;

/** POST /templates/{id}/try: code against the visible tests, as a candidate's run; nothing is kept or scored. */
export const templateTrialInputSchema = codeInputSchema.extend({ source: trialSourceSchema.default('published') });
export type TemplateTrialInput = z.input<typeof templateTrialInputSchema>;
export const templateTrialResultSchema = testRunResultSchema;

/** An assessment of the caller's organization that gives one version. */
export const versionAssessmentSchema = z.object({
  id: idSchema,
  created_at: isoDateTimeSchema,
  created_by: idSchema,
  /** How many tasks it has given. */
  tasks: z.number().int(),
});
export type VersionAssessment = z.infer<typeof versionAssessmentSchema>;

export const templateVersionEntrySchema = z.object({
  version: z.number().int(),
  published_at: isoDateTimeSchema,
  published_by: z.string(),
  /** Everything for the template's editors; without answers for anyone else (as GET /templates/{id}). */
  content: z.union([templateContentSchema, redactedTemplateContentSchema]),
  assessments: z.array(versionAssessmentSchema),
});
export type TemplateVersionEntry = z.infer<typeof templateVersionEntrySchema>;

/** GET /templates/{id}/versions: newest first. */
export const templateVersionHistorySchema = z.object({ versions: z.array(templateVersionEntrySchema) });
export type TemplateVersionHistory = z.infer<typeof templateVersionHistorySchema>;
