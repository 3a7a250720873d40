import { type LanguageId, SIMILARITY_WINNOWING } from '@assay/contracts';
import type { Database } from '../../../db/client.js';
import { compare, type Region } from './compare.js';
import type { SimilarityRepository } from './similarity.repository.js';
import { type Fingerprint, fingerprint } from './winnow.js';

export interface SimilarityMatchFound {
  kind: 'submission' | 'reference';
  submissionId: string | null;
  language: LanguageId;
  /** Share of this submission's fingerprints found in the other (0..1). */
  score: number;
  regions: Region[];
}

/**
 * A hash held by more than this share of a version's indexed submissions (and by more than COMMON_MIN of them) is
 * the task's boilerplate, no evidence: MOSS ignores such passages too. It keeps independent short solutions, which
 * share the task's idioms, apart, and keeps the longest posting lists out of the query. A solution leaked to more
 * than a fifth of the candidates is then no longer told apart among them; the reference match still is, unless the
 * reference is itself that common.
 */
export const COMMON_SHARE = 0.2;
export const COMMON_MIN = 10;
const DEFAULT_LIMIT = 5;

const distinct = (prints: Fingerprint[]) => [...new Set(prints.map(([hash]) => hash))];

export function createSimilarityService({ db, repository }: { db: Database; repository: SimilarityRepository }) {
  const options = SIMILARITY_WINNOWING;

  /** The given hashes that are boilerplate among the version's indexed submissions in the language. */
  async function commonHashes(templateVersionId: string, language: LanguageId, hashes: number[]) {
    const indexed = await repository.indexedCount(templateVersionId, language);
    const above = Math.max(COMMON_MIN, Math.floor(indexed * COMMON_SHARE));
    return repository.hashesHeldByMoreThan({ templateVersionId, language, hashes, above });
  }

  return {
    /**
     * Fingerprints a final submission, indexes it (again: idempotent), and returns what it resembles, best first:
     * the `limit` indexed submissions of its template version and language sharing the most, and each reference
     * solution in its language; only those with a score above 0.
     */
    async indexAndMatch(input: {
      submissionId: string;
      templateVersionId: string;
      language: LanguageId;
      code: string;
      starterCode: string;
      references: { language: LanguageId; code: string }[];
      limit?: number;
    }): Promise<SimilarityMatchFound[]> {
      const { submissionId, templateVersionId, language, starterCode } = input;
      const prints = fingerprint(input.code, language, { ...options, starterCode });
      await db.transaction((tx) =>
        repository.store({ submissionId, templateVersionId, language, fingerprints: prints }, tx),
      );
      const hashes = distinct(prints);
      const ignore = await commonHashes(templateVersionId, language, hashes);
      const evidence = hashes.filter((hash) => !ignore.has(hash));
      if (evidence.length === 0) return [];

      const candidates = await repository.candidates({
        templateVersionId,
        language,
        hashes: evidence,
        excludeSubmissionIds: [submissionId],
        limit: input.limit ?? DEFAULT_LIMIT,
      });
      const others = await repository.fingerprintsOf(candidates.map((candidate) => candidate.submissionId));
      const matches: SimilarityMatchFound[] = others.map((other) => {
        const { score, regions } = compare(prints, other.fingerprints, { ignore });
        return { kind: 'submission', submissionId: other.submissionId, language, score, regions };
      });
      for (const reference of input.references) {
        if (reference.language !== language) continue;
        const { score, regions } = compare(prints, fingerprint(reference.code, language, { ...options, starterCode }), {
          ignore,
        });
        matches.push({ kind: 'reference', submissionId: null, language, score, regions });
      }
      return matches
        .filter((match) => match.score > 0)
        .sort((a, b) => b.score - a.score || (a.submissionId ?? '').localeCompare(b.submissionId ?? ''));
    },

    /**
     * The indexed submission (of the template version and language, none of the excluded) holding the largest share
     * of a pasted text's fingerprints, with that share; the starter code is not taken out, since a paste is compared
     * as it is. Null when the text is too short to fingerprint or nothing holds any of it.
     */
    async pasteMatch(input: {
      text: string;
      language: LanguageId;
      templateVersionId: string;
      excludeSubmissionIds: string[];
    }): Promise<{ submissionId: string; share: number } | null> {
      const { templateVersionId, language } = input;
      const hashes = distinct(fingerprint(input.text, language, options));
      const ignore = await commonHashes(templateVersionId, language, hashes);
      const evidence = hashes.filter((hash) => !ignore.has(hash));
      if (evidence.length === 0) return null;
      const [best] = await repository.candidates({
        templateVersionId,
        language,
        hashes: evidence,
        excludeSubmissionIds: input.excludeSubmissionIds,
        limit: 1,
      });
      return best ? { submissionId: best.submissionId, share: best.shared / evidence.length } : null;
    },
  };
}

export type SimilarityService = ReturnType<typeof createSimilarityService>;
