import { challengeCategorySchema, COMPARISON_MODES, difficultySchema, rubricCriterionSchema } from '@assay/contracts';
import { z } from 'zod';

export const CHALLENGE_KINDS = ['solve', 'fix-the-bug'] as const;
export type ChallengeKind = (typeof CHALLENGE_KINDS)[number];

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex');

/** One test as challenge.json lists it; its data is in tests/<id>.in and .out (or generate.mjs makes the input). */
export const challengeTestSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and "-"')
      .max(64),
    name: z.string().trim().min(1).max(120),
    hidden: z.boolean(),
    weight: z.number().int().min(1).max(100).default(1),
    /** Its size separates an efficient solution from the naive one. */
    performance: z.boolean().default(false),
    /** The input is made by tests/generate.mjs; input_sha256 is its digest. */
    generated: z.boolean().default(false),
    input_sha256: sha256Hex.optional(),
  })
  .strict()
  .refine((test) => !test.generated || test.input_sha256, {
    message: 'A generated test needs its input_sha256.',
    path: ['input_sha256'],
  });

/** challenge.json (content/challenges/README.md). */
export const challengeFileSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    difficulty: difficultySchema,
    category: challengeCategorySchema,
    kind: z.enum(CHALLENGE_KINDS),
    tags: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(19).default([]),
    estimated_minutes: z.number().int().min(1).max(600),
    comparison: z.enum(COMPARISON_MODES).default('whitespace'),
    time_limit_ms: z.number().int().min(100).max(20_000),
    memory_limit_mb: z.number().int().min(32).max(1_024).default(256),
    tests: z.array(challengeTestSchema).min(1),
    hints: z.array(z.string().trim().min(1).max(2_000)),
    rubric: z.array(rubricCriterionSchema),
  })
  .strict();
export type ChallengeFile = z.infer<typeof challengeFileSchema>;
