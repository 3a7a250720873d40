import type { ChallengeFile, WorkTreeFile } from '@assay/contracts';
import { useCallback, useMemo } from 'react';
import { useStoredState } from '@/features/github/hooks/use-stored-state';

type Edits = Record<string, string>;

const isEdits = (value: unknown): value is Edits =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string');

export const challengeFilesStorageKey = (challengeId: string) => `assay:github-challenge:${challengeId}:files`;

/**
 * The candidate's versions of an implement challenge's editable files, one per path (switching files keeps each),
 * kept in localStorage per challenge so a reload keeps them. Only files that differ from the base commit are kept.
 */
export function useChallengeFiles(challengeId: string, files: readonly ChallengeFile[]) {
  const original = useMemo(() => new Map(files.map((file) => [file.path, file.content])), [files]);
  const [edits, setEdits] = useStoredState<Edits>(challengeFilesStorageKey(challengeId), () => ({}), isEdits);

  const contentOf = useCallback(
    (path: string) => (path in edits && original.has(path) ? edits[path]! : (original.get(path) ?? '')),
    [edits, original],
  );
  const setContent = useCallback(
    (path: string, content: string) =>
      setEdits((current) => {
        const next = { ...current };
        if (content === original.get(path)) delete next[path];
        else next[path] = content;
        return next;
      }),
    [original, setEdits],
  );
  const reset = useCallback(
    (path: string) =>
      setEdits((current) => {
        const next = { ...current };
        delete next[path];
        return next;
      }),
    [setEdits],
  );
  const changed = useMemo(() => files.filter((file) => file.path in edits).map((file) => file.path), [edits, files]);
  /** Every editable file as the candidate has it now: what a run or a submission sends. */
  const workTree = useCallback(
    (): WorkTreeFile[] => files.map((file) => ({ path: file.path, content: contentOf(file.path) })),
    [contentOf, files],
  );
  return { contentOf, setContent, reset, changed, workTree };
}
