import { templateContentSchema, type LanguageId, type Verdict } from '@assay/contracts';
import type { FastifyInstance } from 'fastify';
import { reviews } from '../src/modules/evaluation/evaluation.tables.js';
import { organizationMembers, organizations } from '../src/modules/organizations/organizations.tables.js';
import type { StoredTestResult } from '../src/modules/submissions/submissions.tables.js';
import { submissions } from '../src/modules/submissions/submissions.tables.js';
import { taskTemplates, taskTemplateVersions } from '../src/modules/task-templates/task-templates.tables.js';
import { assessments, tasks } from '../src/modules/tasks/tasks.tables.js';
import { users } from '../src/modules/users/users.tables.js';
import { signIn } from './auth-helpers.js';

/**
 * The analytics tests' data set, written straight into the tables (drizzle inserts), with answers worked out by hand
 * in analytics.test.ts. Times count from `base`, today's midnight (UTC): `at(-2, 60)` is two days ago, 01:00.
 *
 * Organization A (`org-a`): assessment A1 of the platform template T1 ("Two Sum", easy, tests t1 visible, t2 and
 * t3 hidden) given two days ago to candidates c1…c12 — c1…c11 started an hour later and submitted a final scored as
 * CANDIDATES says, c12 started and stopped; assessment A2 of A's own template T2 ("@SUM(1,2)", medium) given to
 * c1…c3 forty days ago (c1 submitted: 60) and to c4 five days ago (not started). Reviews of A1's finals: c1 and c2
 * advanced by the interviewer (2 h, 4 h after the submission), c3 held and c5 rejected by the orgadmin (6 h, 10 h),
 * c4 in review by the orgadmin. Organization B (`org-b`): assessment B1 of T1 given to d1 two days ago, scored 50.
 */
export const PASSWORD = 'analytics-password-1';
const P: Verdict = 'accepted';
const F: Verdict = 'wrong_answer';

/** c1…c11 on A1: score, verdicts of t1, t2, t3, language, minutes from start to the final submission. */
export const CANDIDATES: [number, [Verdict, Verdict, Verdict], LanguageId, number][] = [
  [100, [P, P, P], 'python', 10],
  [95, [P, P, P], 'python', 20],
  [90, [P, P, F], 'python', 30],
  [80, [P, P, F], 'python', 40],
  [70, [P, F, P], 'python', 50],
  [65, [P, F, F], 'python', 60],
  [50, [P, F, F], 'javascript', 70],
  [40, [F, P, F], 'javascript', 80],
  [30, [P, F, F], 'javascript', 90],
  [20, [F, F, F], 'java', 100],
  [10, [F, F, F], 'java', 110],
];

const content = (title: string, difficulty: 'easy' | 'medium', tag: string) =>
  templateContentSchema.parse({
    title,
    difficulty,
    tags: [tag],
    languages: [{ language: 'python', starter_code: '', reference_solution: 'print(input())' }],
    tests: ['t1', 't2', 't3'].map((id, index) => ({
      id,
      name: id,
      input: 'x\n',
      expected_output: 'x\n',
      hidden: index > 0,
    })),
  });

const results = (verdicts: Verdict[]): StoredTestResult[] =>
  verdicts.map((verdict, index) => ({
    id: `t${index + 1}`,
    hidden: index > 0,
    weight: 1,
    verdict,
    report: { stdout: '', stderr: '', exitCode: 0, cpuMs: 1, wallMs: 1, memoryKb: 1 } as StoredTestResult['report'],
  }));

export interface AnalyticsSeed {
  base: Date;
  at: (days: number, minutes?: number) => Date;
  tokens: Record<'orgadmin' | 'interviewer' | 'c1' | 'interviewerB' | 'admin', string>;
  ids: Record<'c1' | 'c2' | 'interviewer' | 'orgadmin', string>;
}

export async function seedAnalytics(app: FastifyInstance): Promise<AnalyticsSeed> {
  const now = new Date();
  const base = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const at = (days: number, minutes = 0) => new Date(base.getTime() + days * 86_400_000 + minutes * 60_000);
  const { db, identity, users: usersService } = app.services;

  await db.insert(organizations).values([
    { id: 'org-a', name: 'Acme', createdBy: 'seed' },
    { id: 'org-b', name: 'Globex', createdBy: 'seed' },
  ]);
  // The people who call sign in; the other candidates are rows only.
  const person = async (email: string, name: string, role: 'orgadmin' | 'interviewer' | 'candidate', org: string) => {
    const subject = await identity.ensureAccount({ email, password: PASSWORD, name });
    const user = await usersService.ensureSeededUser({
      issuer: identity.issuer,
      subject,
      email,
      name,
      role,
      organizationId: org,
    });
    await db.insert(organizationMembers).values({ organizationId: org, userId: user.id, role });
    return user.id;
  };
  // The orgadmin's name would run as a formula in a spreadsheet: the reviewers CSV must neutralise it.
  const orgadmin = await person('orgadmin@acme.test', "=cmd|' /C calc'!A0", 'orgadmin', 'org-a');
  const interviewer = await person('interviewer@acme.test', 'Ines Interviewer', 'interviewer', 'org-a');
  const c1 = await person('c1@acme.test', 'Candidate One', 'candidate', 'org-a');
  await person('interviewer@globex.test', 'Ivan Globex', 'interviewer', 'org-b');
  const others = Array.from({ length: 11 }, (_, index) => ({
    id: `c${index + 2}`,
    email: `c${index + 2}@acme.test`,
    name: `Candidate ${index + 2}`,
    role: 'candidate' as const,
    organizationId: 'org-a',
  }));
  await db
    .insert(users)
    .values([
      ...others,
      { id: 'd1', email: 'd1@globex.test', name: 'D One', role: 'candidate', organizationId: 'org-b' },
    ]);
  await db
    .insert(organizationMembers)
    .values([
      ...others.map((user) => ({ organizationId: 'org-a', userId: user.id, role: 'candidate' as const })),
      { organizationId: 'org-b', userId: 'd1', role: 'candidate' as const },
    ]);
  const candidateIds = [c1, ...others.map((user) => user.id)];

  const t1 = content('Two Sum', 'easy', 'arrays');
  const t2 = content('@SUM(1,2)', 'medium', 'graphs');
  await db.insert(taskTemplates).values([
    { id: 'tpl-1', organizationId: null, createdBy: 'seed', draft: t1, published: t1, publishedVersion: 1 },
    { id: 'tpl-2', organizationId: 'org-a', createdBy: 'seed', draft: t2, published: t2, publishedVersion: 1 },
  ]);
  await db.insert(taskTemplateVersions).values([
    { id: 'tpl-1-v1', templateId: 'tpl-1', version: 1, content: t1, publishedBy: 'seed' },
    { id: 'tpl-2-v1', templateId: 'tpl-2', version: 1, content: t2, publishedBy: 'seed' },
  ]);
  const assessment = (id: string, org: string, template: string, createdAt: Date) => ({
    id,
    organizationId: org,
    templateId: template,
    templateVersionId: `${template}-v1`,
    createdBy: 'seed',
    createdAt,
  });
  await db
    .insert(assessments)
    .values([
      assessment('a1', 'org-a', 'tpl-1', at(-3)),
      assessment('a2', 'org-a', 'tpl-2', at(-41)),
      assessment('b1', 'org-b', 'tpl-1', at(-3)),
    ]);

  type TaskInsert = typeof tasks.$inferInsert;
  type SubmissionInsert = typeof submissions.$inferInsert;
  const taskRows: TaskInsert[] = [];
  const submissionRows: SubmissionInsert[] = [];
  const task = (
    id: string,
    assessmentId: string,
    org: string,
    version: string,
    candidateId: string,
    extra: Partial<TaskInsert>,
  ) =>
    taskRows.push({
      id,
      assessmentId,
      organizationId: org,
      templateVersionId: version,
      candidateId,
      createdAt: extra.createdAt!,
      ...extra,
    });
  const final = (
    id: string,
    taskId: string,
    candidateId: string,
    score: number,
    verdicts: Verdict[],
    language: LanguageId,
    createdAt: Date,
  ) =>
    submissionRows.push({
      id,
      taskId,
      candidateId,
      kind: 'final',
      language,
      code: 'print(1)',
      status: 'scored',
      score,
      results: results(verdicts),
      createdAt,
      scoredAt: createdAt,
    });

  // A1, two days ago: c1…c11 submitted, c12 started only.
  CANDIDATES.forEach(([score, verdicts, language, minutes], index) => {
    const candidateId = candidateIds[index]!;
    const submittedAt = at(-2, 60 + minutes);
    task(`a1-c${index + 1}`, 'a1', 'org-a', 'tpl-1-v1', candidateId, {
      createdAt: at(-2),
      startedAt: at(-2, 60),
      submittedAt,
      status: 'scored',
      score,
    });
    final(`a1-c${index + 1}-final`, `a1-c${index + 1}`, candidateId, score, verdicts, language, submittedAt);
  });
  task('a1-c12', 'a1', 'org-a', 'tpl-1-v1', candidateIds[11]!, {
    createdAt: at(-2),
    startedAt: at(-2, 60),
    status: 'in_progress',
  });
  // c1's two runs before the final: all failing, then all passing 5 minutes after the start.
  submissionRows.push(
    {
      id: 'a1-c1-run1',
      taskId: 'a1-c1',
      candidateId: c1,
      kind: 'attempt',
      language: 'python',
      code: 'x',
      status: 'scored',
      score: 0,
      results: results([F, F, F]),
      createdAt: at(-2, 62),
    },
    {
      id: 'a1-c1-run2',
      taskId: 'a1-c1',
      candidateId: c1,
      kind: 'attempt',
      language: 'python',
      code: 'x',
      status: 'scored',
      score: 100,
      results: results([P, P, P]),
      createdAt: at(-2, 65),
    },
  );
  // A2: forty days ago to c1…c3 (c1 submitted), five days ago to c4.
  for (const [index, candidateId] of candidateIds.slice(0, 3).entries())
    task(`a2-c${index + 1}`, 'a2', 'org-a', 'tpl-2-v1', candidateId, {
      createdAt: at(-40),
      ...(index === 0
        ? { startedAt: at(-40, 60), submittedAt: at(-40, 120), status: 'scored' as const, score: 60 }
        : {}),
    });
  final('a2-c1-final', 'a2-c1', c1, 60, [P, F, P], 'python', at(-40, 120));
  task('a2-c4', 'a2', 'org-a', 'tpl-2-v1', candidateIds[3]!, { createdAt: at(-5) });
  // B1: d1, two days ago.
  task('b1-d1', 'b1', 'org-b', 'tpl-1-v1', 'd1', {
    createdAt: at(-2),
    startedAt: at(-2, 60),
    submittedAt: at(-2, 90),
    status: 'scored',
    score: 50,
  });
  final('b1-d1-final', 'b1-d1', 'd1', 50, [P, F, F], 'go', at(-2, 90));
  await db.insert(tasks).values(taskRows);
  await db.insert(submissions).values(submissionRows);

  const review = (
    n: number,
    reviewerId: string,
    hours: number | null,
    decision: 'advance' | 'hold' | 'reject' | null,
  ) => {
    const submittedAt = at(-2, 60 + CANDIDATES[n - 1]![3]);
    const decidedAt = hours === null ? null : new Date(submittedAt.getTime() + hours * 3_600_000);
    return {
      submissionId: `a1-c${n}-final`,
      organizationId: 'org-a',
      reviewerId,
      status: decidedAt ? ('decided' as const) : ('in_review' as const),
      decision,
      startedAt: submittedAt,
      decidedAt,
    };
  };
  await db
    .insert(reviews)
    .values([
      review(1, interviewer, 2, 'advance'),
      review(2, interviewer, 4, 'advance'),
      review(3, orgadmin, 6, 'hold'),
      review(5, orgadmin, 10, 'reject'),
      review(4, orgadmin, null, null),
    ]);

  const token = async (email: string) => (await signIn(app, email, PASSWORD)).token;
  return {
    base,
    at,
    tokens: {
      orgadmin: await token('orgadmin@acme.test'),
      interviewer: await token('interviewer@acme.test'),
      c1: await token('c1@acme.test'),
      interviewerB: await token('interviewer@globex.test'),
      admin: (await signIn(app, 'admin@demo.assay.dev', app.config.DEMO_PASSWORD)).token,
    },
    ids: { c1, c2: 'c2', interviewer, orgadmin },
  };
}
