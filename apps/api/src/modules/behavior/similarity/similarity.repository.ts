import type { LanguageId } from '@assay/contracts';
import { and, count, desc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../../db/client.js';
import { similarityHashCounts, similarityPostings, submissionFingerprints } from './similarity.tables.js';
import type { Fingerprint } from './winnow.js';

export interface IndexEntry {
  submissionId: string;
  templateVersionId: string;
  language: LanguageId;
  fingerprints: Fingerprint[];
}

/** Rows per multi-row insert: PostgreSQL takes at most 65,535 parameters in one statement. */
const CHUNK = 5000;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  );
/** Distinct hashes, ascending: concurrent indexers then lock shared count rows in one order and never deadlock. */
const distinctHashes = (prints: Fingerprint[]) => [...new Set(prints.map(([hash]) => hash))].sort((a, b) => a - b);

/** The similarity index: submissions' fingerprints, the inverted index over their hashes, and per-hash counts. */
export function createSimilarityRepository(db: Database) {
  async function addPostings(entry: IndexEntry, hashes: number[], tx: DbExecutor) {
    const { submissionId, templateVersionId, language } = entry;
    for (const part of chunks(hashes)) {
      await tx
        .insert(similarityPostings)
        .values(part.map((hash) => ({ templateVersionId, language, hash, submissionId })));
      await tx
        .insert(similarityHashCounts)
        .values(part.map((hash) => ({ templateVersionId, language, hash, submissions: 1 })))
        .onConflictDoUpdate({
          target: [similarityHashCounts.templateVersionId, similarityHashCounts.language, similarityHashCounts.hash],
          set: { submissions: sql`${similarityHashCounts.submissions} + 1` },
        });
    }
  }

  async function removePostings(previous: IndexEntry, tx: DbExecutor) {
    const hashes = distinctHashes(previous.fingerprints);
    const scope = and(
      eq(similarityHashCounts.templateVersionId, previous.templateVersionId),
      eq(similarityHashCounts.language, previous.language),
    );
    for (const part of chunks(hashes)) {
      await tx
        .update(similarityHashCounts)
        .set({ submissions: sql`${similarityHashCounts.submissions} - 1` })
        .where(and(scope, inArray(similarityHashCounts.hash, part)));
    }
    await tx.delete(similarityHashCounts).where(and(scope, lte(similarityHashCounts.submissions, 0)));
    await tx.delete(similarityPostings).where(eq(similarityPostings.submissionId, previous.submissionId));
  }

  return {
    /**
     * Indexes a submission's fingerprints; indexing it again with the same fingerprints changes nothing, with others
     * replaces them (postings and counts included). Call it inside a transaction. True when something was written.
     */
    async store(entry: IndexEntry, tx: DbExecutor = db): Promise<boolean> {
      const hashes = distinctHashes(entry.fingerprints);
      const row = {
        submissionId: entry.submissionId,
        templateVersionId: entry.templateVersionId,
        language: entry.language,
        fingerprints: entry.fingerprints,
        distinctHashes: hashes.length,
      };
      // Inserting first (rather than reading first) lets two indexers of one submission meet on the primary key.
      const inserted = await tx
        .insert(submissionFingerprints)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: submissionFingerprints.submissionId });
      if (inserted.length === 0) {
        const [previous] = await tx
          .select()
          .from(submissionFingerprints)
          .where(eq(submissionFingerprints.submissionId, entry.submissionId))
          .for('update');
        if (
          previous &&
          previous.templateVersionId === entry.templateVersionId &&
          previous.language === entry.language &&
          JSON.stringify(previous.fingerprints) === JSON.stringify(entry.fingerprints)
        )
          return false;
        if (previous) await removePostings(previous, tx);
        await tx
          .update(submissionFingerprints)
          .set({ ...row, createdAt: new Date() })
          .where(eq(submissionFingerprints.submissionId, entry.submissionId));
      }
      await addPostings(entry, hashes, tx);
      return true;
    },

    /**
     * Rebuilds a version's per-hash counts from its postings. Deleting a submission (its task, its account) drops its
     * postings by cascade but leaves its counts, which then only make the boilerplate filter a little eager; this
     * puts them right, for whoever deletes in bulk or sweeps now and then.
     */
    async recountHashes(templateVersionId: string, language: LanguageId, tx: DbExecutor = db): Promise<void> {
      const scope = and(
        eq(similarityHashCounts.templateVersionId, templateVersionId),
        eq(similarityHashCounts.language, language),
      );
      await tx.delete(similarityHashCounts).where(scope);
      await tx.execute(sql`
        insert into ${similarityHashCounts} (template_version_id, language, hash, submissions)
        select template_version_id, language, hash, count(*)::int from ${similarityPostings}
        where template_version_id = ${templateVersionId} and language = ${language}
        group by template_version_id, language, hash`);
    },

    /** How many submissions of a template version are indexed in a language. */
    async indexedCount(templateVersionId: string, language: LanguageId, tx: DbExecutor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(submissionFingerprints)
        .where(
          and(
            eq(submissionFingerprints.templateVersionId, templateVersionId),
            eq(submissionFingerprints.language, language),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** Of the given hashes, those held by more than `above` indexed submissions of the version and language. */
    async hashesHeldByMoreThan(
      scope: { templateVersionId: string; language: LanguageId; hashes: number[]; above: number },
      tx: DbExecutor = db,
    ): Promise<Set<number>> {
      if (scope.hashes.length === 0) return new Set();
      const rows = await tx
        .select({ hash: similarityHashCounts.hash })
        .from(similarityHashCounts)
        .where(
          and(
            eq(similarityHashCounts.templateVersionId, scope.templateVersionId),
            eq(similarityHashCounts.language, scope.language),
            inArray(similarityHashCounts.hash, scope.hashes),
            sql`${similarityHashCounts.submissions} > ${scope.above}`,
          ),
        );
      return new Set(rows.map((row) => row.hash));
    },

    /**
     * The indexed submissions of a version and language sharing the most of the given hashes, best first: one scan
     * of the hashes' posting lists (the primary key's prefix), counted per submission.
     */
    async candidates(
      query: {
        templateVersionId: string;
        language: LanguageId;
        hashes: number[];
        excludeSubmissionIds: string[];
        limit: number;
      },
      tx: DbExecutor = db,
    ): Promise<{ submissionId: string; shared: number }[]> {
      if (query.hashes.length === 0 || query.limit <= 0) return [];
      const shared = sql<number>`count(*)::int`;
      return tx
        .select({ submissionId: similarityPostings.submissionId, shared })
        .from(similarityPostings)
        .where(
          and(
            eq(similarityPostings.templateVersionId, query.templateVersionId),
            eq(similarityPostings.language, query.language),
            inArray(similarityPostings.hash, query.hashes),
            query.excludeSubmissionIds.length
              ? notInArray(similarityPostings.submissionId, query.excludeSubmissionIds)
              : undefined,
          ),
        )
        .groupBy(similarityPostings.submissionId)
        .orderBy(desc(shared), similarityPostings.submissionId)
        .limit(query.limit);
    },

    /** The stored fingerprints of these submissions (those indexed). */
    async fingerprintsOf(submissionIds: string[], tx: DbExecutor = db): Promise<IndexEntry[]> {
      if (submissionIds.length === 0) return [];
      return tx
        .select({
          submissionId: submissionFingerprints.submissionId,
          templateVersionId: submissionFingerprints.templateVersionId,
          language: submissionFingerprints.language,
          fingerprints: submissionFingerprints.fingerprints,
        })
        .from(submissionFingerprints)
        .where(inArray(submissionFingerprints.submissionId, submissionIds));
    },
  };
}

export type SimilarityRepository = ReturnType<typeof createSimilarityRepository>;
