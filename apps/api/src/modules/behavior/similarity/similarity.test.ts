import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SIGNAL_THRESHOLDS } from '@assay/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { submissions } from '../../submissions/submissions.tables.js';
import { tasks } from '../../tasks/tasks.tables.js';
import { users } from '../../users/users.tables.js';
import { createSimilarityRepository } from './similarity.repository.js';
import { createSimilarityService, type SimilarityService } from './similarity.service.js';
import { similarityHashCounts, similarityPostings, submissionFingerprints } from './similarity.tables.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const FIZZ = fixture('fizzbuzz/a.py');
const FIZZ_RENAMED = fixture('fizzbuzz/a-renamed.py');
const FIZZ_OTHERS = [fixture('fizzbuzz/b.py'), fixture('fizzbuzz/c.py')];
const WORDS = fixture('wordfreq/a.py');
const STARTER = 'n = int(input())\n# print the sequence\n';

describe('similarity index (real database)', () => {
  let t: TestApp;
  let similarity: SimilarityService;
  /** The demo candidate's FizzBuzz and Two Sum tasks (the demo seed's), by template. */
  const task = {} as Record<'fizz' | 'other', { id: string; versionId: string; candidateId: string }>;

  /** A final submission's row on a task, as the submissions module stores it. */
  async function finalSubmission(on: 'fizz' | 'other', code: string): Promise<string> {
    const id = randomUUID();
    await t.app.services.db.insert(submissions).values({
      id,
      taskId: task[on].id,
      candidateId: task[on].candidateId,
      kind: 'final',
      language: 'python',
      code,
      status: 'scored',
      score: 100,
    });
    return id;
  }
  const index = (submissionId: string, on: 'fizz' | 'other', code: string, references: string[] = []) =>
    similarity.indexAndMatch({
      submissionId,
      templateVersionId: task[on].versionId,
      language: 'python',
      code,
      starterCode: STARTER,
      references: references.map((reference) => ({ language: 'python' as const, code: reference })),
    });

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true' });
    const { db } = t.app.services;
    similarity = createSimilarityService({ db, repository: createSimilarityRepository(db) });
    const rows = await db
      .select({ id: tasks.id, versionId: tasks.templateVersionId, candidateId: tasks.candidateId })
      .from(tasks)
      .innerJoin(users, eq(users.id, tasks.candidateId))
      .where(eq(users.email, 'candidate@demo.assay.dev'));
    const versions = new Set(rows.map((row) => row.versionId));
    expect(versions.size).toBeGreaterThanOrEqual(2);
    const [first, second] = [...versions].map((versionId) => rows.find((row) => row.versionId === versionId)!);
    task.fizz = first!;
    task.other = second!;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('indexing twice stores once; indexing other code replaces postings and counts', async () => {
    const { db } = t.app.services;
    const id = await finalSubmission('fizz', FIZZ);
    await index(id, 'fizz', FIZZ);
    const postings = () => db.select().from(similarityPostings).where(eq(similarityPostings.submissionId, id));
    const first = await postings();
    const [row] = await db.select().from(submissionFingerprints).where(eq(submissionFingerprints.submissionId, id));
    expect(first.length).toBe(row!.distinctHashes);
    expect(first.length).toBeGreaterThan(0);

    await index(id, 'fizz', FIZZ);
    expect((await postings()).length).toBe(first.length);
    const counts = await db
      .select()
      .from(similarityHashCounts)
      .where(eq(similarityHashCounts.templateVersionId, task.fizz.versionId));
    expect(counts.every((count) => count.submissions === 1)).toBe(true);

    await index(id, 'fizz', FIZZ_OTHERS[0]!);
    const replaced = await postings();
    expect(replaced.map((posting) => posting.hash).sort()).not.toEqual(first.map((posting) => posting.hash).sort());
    const held = await db
      .select()
      .from(similarityHashCounts)
      .where(
        and(
          eq(similarityHashCounts.templateVersionId, task.fizz.versionId),
          eq(similarityHashCounts.hash, first[0]!.hash),
        ),
      );
    // The first code's hashes are no longer held (unless the new code shares them).
    if (!replaced.some((posting) => posting.hash === first[0]!.hash)) expect(held).toEqual([]);
    // Deleting the submission drops its postings (cascade); a recount drops the counts it leaves.
    await db.delete(submissions).where(eq(submissions.id, id));
    await createSimilarityRepository(db).recountHashes(task.fizz.versionId, 'python');
    const left = await db
      .select()
      .from(similarityHashCounts)
      .where(eq(similarityHashCounts.templateVersionId, task.fizz.versionId));
    expect(left).toEqual([]);
  });

  it('finds a renamed copy among other submissions, never the submission itself, nor another version', async () => {
    const original = await finalSubmission('fizz', FIZZ);
    const independent = await Promise.all(FIZZ_OTHERS.map((code) => finalSubmission('fizz', code)));
    const elsewhere = await finalSubmission('other', FIZZ);
    expect(await index(original, 'fizz', FIZZ)).toEqual([]);
    for (const [position, id] of independent.entries()) await index(id, 'fizz', FIZZ_OTHERS[position]!);
    await index(elsewhere, 'other', FIZZ);

    const copy = await finalSubmission('fizz', FIZZ_RENAMED);
    const matches = await index(copy, 'fizz', FIZZ_RENAMED);
    expect(matches[0]).toMatchObject({ kind: 'submission', submissionId: original, language: 'python' });
    expect(matches[0]!.score).toBeGreaterThanOrEqual(SIGNAL_THRESHOLDS.similarityStrong);
    // The copy's loop (lines 3–12) against the original's (lines 2–10).
    expect(matches[0]!.regions[0]!.this.from).toBeLessThanOrEqual(3);
    expect(matches[0]!.regions[0]!.other.from).toBeLessThanOrEqual(2);
    const ids = matches.map((match) => match.submissionId);
    expect(ids).not.toContain(copy);
    expect(ids).not.toContain(elsewhere);
    for (const match of matches.filter((found) => independent.includes(found.submissionId!)))
      expect(match.score).toBeLessThan(SIGNAL_THRESHOLDS.similarityReview);
  });

  it('matches a reference solution in the same language', async () => {
    const id = await finalSubmission('other', WORDS);
    const matches = await index(id, 'other', WORDS, [fixture('wordfreq/a-reordered.py')]);
    const reference = matches.find((match) => match.kind === 'reference');
    expect(reference).toMatchObject({ submissionId: null, language: 'python' });
    expect(reference!.score).toBeGreaterThanOrEqual(SIGNAL_THRESHOLDS.similarityReview);
    expect(reference!.regions.length).toBeGreaterThan(1);
    // A reference in another language is not compared.
    const none = await similarity.indexAndMatch({
      submissionId: id,
      templateVersionId: task.other.versionId,
      language: 'python',
      code: WORDS,
      starterCode: '',
      references: [{ language: 'javascript', code: WORDS }],
    });
    expect(none.some((match) => match.kind === 'reference')).toBe(false);
  });

  it('finds the submission a pasted text came from, unless excluded; too short a text is null', async () => {
    const source = await finalSubmission('other', fixture('wordfreq/b.py'));
    await index(source, 'other', fixture('wordfreq/b.py'));
    const pasted = fixture('wordfreq/b.py').split('\n').slice(4, 13).join('\n');
    const found = await similarity.pasteMatch({
      text: pasted,
      language: 'python',
      templateVersionId: task.other.versionId,
      excludeSubmissionIds: [],
    });
    expect(found?.submissionId).toBe(source);
    expect(found!.share).toBeGreaterThanOrEqual(SIGNAL_THRESHOLDS.pasteMatchShare);
    const excluded = await similarity.pasteMatch({
      text: pasted,
      language: 'python',
      templateVersionId: task.other.versionId,
      excludeSubmissionIds: [source],
    });
    expect(excluded?.submissionId).not.toBe(source);
    expect(
      await similarity.pasteMatch({
        text: 'x = 1',
        language: 'python',
        templateVersionId: task.other.versionId,
        excludeSubmissionIds: [],
      }),
    ).toBeNull();
  });

  it('a solution more than a fifth of many submissions share (beyond ten) is boilerplate, no evidence', async () => {
    const textbook = fixture('fizzbuzz/c.py');
    // Earlier tests indexed one copy of c.py on this version; eleven more make twelve holders.
    for (let copy = 0; copy < 11; copy += 1) {
      const id = await finalSubmission('fizz', textbook);
      await index(id, 'fizz', textbook);
    }
    const latest = await finalSubmission('fizz', textbook);
    expect(await index(latest, 'fizz', textbook)).toEqual([]);
  });
});
