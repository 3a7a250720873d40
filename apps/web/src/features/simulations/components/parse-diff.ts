import { parsePatch } from 'diff';

export interface DiffLine {
  kind: 'added' | 'removed' | 'same';
  text: string;
  /** The line's number in the old file (none for an added line). */
  oldLine: number | null;
  /** The line's number in the new file, where review comments go (none for a removed line). */
  newLine: number | null;
}

export interface DiffFile {
  /** The changed file's path, without git's `a/` and `b/`. */
  file: string;
  hunks: { header: string; lines: DiffLine[] }[];
}

const pathOf = (name: string | undefined) => (name ?? '').replace(/^[ab]\//, '');

/** A unified diff as `git diff` prints it, file by file, each line numbered in the old and the new file. */
export function parseDiff(diff: string): DiffFile[] {
  return parsePatch(diff)
    .map((patch) => ({
      file: pathOf(patch.newFileName === '/dev/null' ? patch.oldFileName : patch.newFileName),
      hunks: patch.hunks.map((hunk) => {
        let oldLine = hunk.oldStart;
        let newLine = hunk.newStart;
        const lines = hunk.lines
          .filter((line) => !line.startsWith('\\'))
          .map((line): DiffLine => {
            const text = line.slice(1);
            if (line.startsWith('+')) return { kind: 'added', text, oldLine: null, newLine: newLine++ };
            if (line.startsWith('-')) return { kind: 'removed', text, oldLine: oldLine++, newLine: null };
            return { kind: 'same', text, oldLine: oldLine++, newLine: newLine++ };
          });
        return {
          header: `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`,
          lines,
        };
      }),
    }))
    .filter((file) => file.file !== '');
}
