import { z } from 'zod';
import { isoDateTimeSchema, pagedSchema, pageQuerySchema } from './common.js';
import { repositoryRefSchema } from './github.js';
import {
  repositoryTestResultSchema,
  repositoryToolchainSchema,
  workTreeFileSchema,
  workTreePathSchema,
} from './repository-run.js';
import { difficultySchema } from './task-templates.js';

/**
 * Pull-request challenges (issue 28, SPEC.md §3 Task ids, §2 guard rule 7, §7 Rules on calls): a merged pull request
 * imported from GitHub made into a challenge, built the way SWE-bench builds its tasks. Two kinds:
 * - implement: the repository at the PR's base commit and its statement (the linked issue, or the PR's description);
 *   the candidate edits the files the PR touched and runs the repository's own tests; the PR's versions of its test
 *   files are the hidden tests. The tests that fail before the PR and pass after it (fail-to-pass) are what is scored;
 *   the tests that pass on both (pass-to-pass) must keep passing.
 * - review: the candidate reads the PR's diff and comments on lines; scored by how many of the real reviewers'
 *   substantive comments theirs locate, less false alarms.
 * A challenge is published to its organization (members only) or, by the admin, publicly (anyone, signed in or not).
 */

export const githubChallengePaths = {
  /** GET: the challenges the caller may open (the catalogue); POST: make challenges from chosen pull requests. */
  tasks: '/github/tasks',
  /** Preview without publishing: which of a repository's imported pull requests can become challenges, and how. */
  testRepositoryTasks: '/github/test-repository-tasks',
  importPrAsTask: '/github/import-pr-as-task',
  repositoryPrTasks: '/github/repository-pr-tasks',
  /** Run the visible tests with the caller's files (anyone may, for a challenge they may open). */
  run: '/public/github-tasks/:id/run',
  /** One file of the base commit's tree, to read around the change. */
  treeFile: '/public/github-tasks/:id/file',
  /** POST: submit an attempt (signed in, scored, kept); GET: the caller's attempts. */
  attempts: '/github/tasks/:id/attempts',
  /** The real reviewers' comments, revealed to a signed-in user once they have submitted an attempt. */
  publicComments: '/public/comments',
} as const;

/** SPEC §3 and §2 rule 7: `github_pr_{pull request number}_{publishing time in seconds.milliseconds}`. */
export const GITHUB_TASK_ID_PATTERN = /^github_pr_\d+_\d+\.\d+$/;
export const isGithubTaskId = (id: string) => GITHUB_TASK_ID_PATTERN.test(id);
export const githubTaskIdSchema = z.string().regex(GITHUB_TASK_ID_PATTERN, 'Not a pull-request challenge id.');
export const githubTaskParamsSchema = z.object({ id: githubTaskIdSchema });

export const GITHUB_CHALLENGE_KINDS = ['implement', 'review'] as const;
export const githubChallengeKindSchema = z.enum(GITHUB_CHALLENGE_KINDS);
export type GithubChallengeKind = z.infer<typeof githubChallengeKindSchema>;
export const GITHUB_CHALLENGE_KIND_NAMES: Record<GithubChallengeKind, string> = {
  implement: 'Implement the change',
  review: 'Review the change',
};

export const GITHUB_CHALLENGE_VISIBILITIES = ['organization', 'public'] as const;
export const githubChallengeVisibilitySchema = z.enum(GITHUB_CHALLENGE_VISIBILITIES);
export type GithubChallengeVisibility = z.infer<typeof githubChallengeVisibilitySchema>;

/** How a review comment is matched to a real one: the same file, within this many lines. */
export const REVIEW_MATCH_LINES = 3;

export const githubChallengeSummarySchema = z.object({
  id: githubTaskIdSchema,
  kind: githubChallengeKindSchema,
  title: z.string(),
  repository: z.string(),
  pull_request_number: z.number().int(),
  pull_request_url: z.string(),
  /** GitHub's main language of the repository. */
  language: z.string().nullable(),
  difficulty: difficultySchema,
  visibility: githubChallengeVisibilitySchema,
  /** Lines the pull request added and removed (its size). */
  changed_lines: z.number().int(),
  created_at: isoDateTimeSchema,
  /** The caller's best score so far (null: not attempted, or not signed in). */
  best_score: z.number().int().nullable(),
});
export type GithubChallengeSummary = z.infer<typeof githubChallengeSummarySchema>;

export const githubChallengeListQuerySchema = pageQuerySchema.extend({
  repository: z.string().trim().max(300).optional(),
  language: z.string().trim().max(60).optional(),
  difficulty: difficultySchema.optional(),
  kind: githubChallengeKindSchema.optional(),
  search: z.string().trim().max(200).optional(),
});
export type GithubChallengeListQuery = z.input<typeof githubChallengeListQuerySchema>;
export const githubChallengeListSchema = pagedSchema(githubChallengeSummarySchema).extend({
  /** The repositories and languages present, for the filters. */
  repositories: z.array(z.string()),
  languages: z.array(z.string()),
});
export type GithubChallengeList = z.infer<typeof githubChallengeListSchema>;

/** A file of an implement challenge's workspace, at the base commit. */
export const challengeFileSchema = z.object({
  path: workTreePathSchema,
  content: z.string(),
  /** A test file the pull request changed: the candidate may edit it; at submission the PR's version replaces it. */
  is_test: z.boolean(),
});
export type ChallengeFile = z.infer<typeof challengeFileSchema>;

export const diffFileSchema = z.object({
  filename: z.string(),
  status: z.string(),
  additions: z.number().int(),
  deletions: z.number().int(),
  /** The unified diff (null for a binary or very large file). */
  patch: z.string().nullable(),
});
export type DiffFile = z.infer<typeof diffFileSchema>;

/** GET /public/tasks/{github_pr_…}: what anyone who may open the challenge sees — never the hidden tests. */
export const githubChallengeSchema = githubChallengeSummarySchema.extend({
  /** Markdown: the linked issue (title and body), else the pull request's description. */
  statement: z.string(),
  base_sha: z.string(),
  implement: z
    .object({
      toolchain: repositoryToolchainSchema,
      /** The files the pull request touched, at the base commit (a file the PR adds starts empty). */
      files: z.array(challengeFileSchema),
      /** The repository's other files, by path, to read around the change (not editable). */
      tree: z.array(z.string()),
      /** The test files "Run tests" runs. */
      visible_test_files: z.array(z.string()),
      /** How many hidden tests the submission is scored on. */
      hidden_test_count: z.number().int(),
    })
    .nullable(),
  review: z
    .object({
      diff: z.array(diffFileSchema),
      /** How many substantive comments the real reviewers made (what there is to find). */
      real_comment_count: z.number().int(),
    })
    .nullable(),
});
export type GithubChallenge = z.infer<typeof githubChallengeSchema>;

/** GET /public/github-tasks/{id}/file?path=: one file of the base commit's tree, read-only. */
export const challengeTreeFileQuerySchema = z.object({ path: workTreePathSchema });
export const challengeTreeFileSchema = z.object({ path: z.string(), content: z.string() });

export const runChallengeBodySchema = z.object({
  files: z.array(workTreeFileSchema).max(100),
});
export type RunChallengeBody = z.infer<typeof runChallengeBodySchema>;

/** What a run of the visible tests (or a submission's hidden ones) answers. */
export const repositoryRunResultSchema = z.object({
  /** ok: the tests ran (some may fail); error: they could not run, or the run hit a limit. */
  status: z.enum(['ok', 'error']),
  tests: z.array(repositoryTestResultSchema),
  passed: z.number().int(),
  failed: z.number().int(),
  /** The reporter's output, trimmed, for a run that found no tests or stopped early. */
  output: z.string(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
});
export type RepositoryRunResult = z.infer<typeof repositoryRunResultSchema>;

export const reviewCommentInputSchema = z.object({
  path: z.string().min(1).max(400),
  line: z.number().int().min(1),
  body: z.string().trim().min(1, 'Write something in the comment.').max(5_000),
});
export type ReviewCommentInput = z.infer<typeof reviewCommentInputSchema>;

export const submitChallengeBodySchema = z.union([
  z.object({ files: z.array(workTreeFileSchema).max(100) }),
  z.object({ comments: z.array(reviewCommentInputSchema).min(1, 'Add at least one comment.').max(100) }),
]);
export type SubmitChallengeBody = z.infer<typeof submitChallengeBodySchema>;

export const testTallySchema = z.object({ passed: z.number().int(), total: z.number().int() });

export const githubAttemptSchema = z.object({
  id: z.string(),
  task_id: githubTaskIdSchema,
  kind: githubChallengeKindSchema,
  score: z.number().int().min(0).max(100),
  submitted_at: isoDateTimeSchema,
  implement: z
    .object({
      /** The hidden tests the pull request made pass: only counts, never their code. */
      fail_to_pass: testTallySchema,
      /** The tests that passed before the change and must still pass; the names of those broken. */
      pass_to_pass: testTallySchema,
      broken: z.array(z.string()),
      error: z.string().nullable(),
    })
    .nullable(),
  review: z
    .object({
      /** The real reviewers' substantive comments, and how many of them the candidate's comments located. */
      located: z.number().int(),
      real: z.number().int(),
      false_alarms: z.number().int(),
      /** Each of the candidate's comments, in order: whether it located a real one. */
      comments: z.array(reviewCommentInputSchema.extend({ located: z.boolean() })),
    })
    .nullable(),
});
export type GithubAttempt = z.infer<typeof githubAttemptSchema>;
export const githubAttemptListSchema = z.object({ attempts: z.array(githubAttemptSchema) });

export const publicCommentsQuerySchema = z.object({ taskId: z.string().min(1).max(200) });
export const publicCommentSchema = z.object({
  id: z.string(),
  path: z.string(),
  line: z.number().int().nullable(),
  body: z.string(),
  author: z.string().nullable(),
  created_at: isoDateTimeSchema,
});
export type PublicComment = z.infer<typeof publicCommentSchema>;
/** GET /public/comments: empty for an id that is not a pull-request challenge's, and until the caller has submitted. */
export const publicCommentListSchema = z.object({
  comments: z.array(publicCommentSchema),
  revealed: z.boolean(),
});
export type PublicCommentList = z.infer<typeof publicCommentListSchema>;

// --- Making challenges (orgadmin, admin) ------------------------------------------------------------------------------

export const challengeEligibilitySchema = z.object({
  eligible: z.boolean(),
  /** Why not, in words (null when eligible). */
  reason: z.string().nullable(),
});

export const challengePreviewSchema = z.object({
  pull_request_id: z.string(),
  number: z.number().int(),
  title: z.string(),
  implement: challengeEligibilitySchema.extend({
    toolchain: repositoryToolchainSchema.nullable(),
    editable_files: z.array(z.string()),
    hidden_test_files: z.array(z.string()),
    fail_to_pass: z.array(z.string()),
    pass_to_pass: z.array(z.string()),
  }),
  review: challengeEligibilitySchema.extend({ real_comment_count: z.number().int() }),
  /** The challenges already made from this pull request. */
  existing: z.array(z.object({ id: githubTaskIdSchema, kind: githubChallengeKindSchema })),
});
export type ChallengePreview = z.infer<typeof challengePreviewSchema>;

export const testRepositoryTasksBodySchema = z.object({
  repository: repositoryRefSchema,
  /** Preview these (the repository's newest ten imported when absent). */
  pull_request_ids: z.array(z.string().min(1).max(200)).max(20).optional(),
});
export type TestRepositoryTasksBody = z.infer<typeof testRepositoryTasksBodySchema>;
export const testRepositoryTasksResultSchema = z.object({
  repository: z.string(),
  previews: z.array(challengePreviewSchema),
});
export type TestRepositoryTasksResult = z.infer<typeof testRepositoryTasksResultSchema>;

const publishOptions = {
  kind: githubChallengeKindSchema,
  /** Worked out from the change's size when absent. */
  difficulty: difficultySchema.optional(),
  /** The organization's members only, or (the admin only) anyone. */
  visibility: githubChallengeVisibilitySchema.default('organization'),
};

export const importPrAsTaskBodySchema = z.object({
  pull_request_id: z.string().min(1).max(200),
  title: z.string().trim().min(3).max(200).optional(),
  ...publishOptions,
});
export type ImportPrAsTaskBody = z.input<typeof importPrAsTaskBodySchema>;

export const createGithubTasksBodySchema = z.object({
  pull_request_ids: z.array(z.string().min(1).max(200)).min(1, 'Choose at least one pull request.').max(20),
  ...publishOptions,
});
export type CreateGithubTasksBody = z.input<typeof createGithubTasksBodySchema>;

export const repositoryPrTasksBodySchema = z.object({
  repository: repositoryRefSchema,
  /** The chosen pull requests; every eligible one not yet made into this kind of challenge when absent (at most 20). */
  pull_request_ids: z.array(z.string().min(1).max(200)).max(20).optional(),
  ...publishOptions,
});
export type RepositoryPrTasksBody = z.input<typeof repositoryPrTasksBodySchema>;

export const githubTaskCreatedSchema = z.object({ task: githubChallengeSummarySchema });
export const githubTasksCreatedSchema = z.object({
  created: z.array(githubChallengeSummarySchema),
  failed: z.array(z.object({ pull_request_id: z.string(), number: z.number().int(), reason: z.string() })),
});
export type GithubTasksCreated = z.infer<typeof githubTasksCreatedSchema>;
