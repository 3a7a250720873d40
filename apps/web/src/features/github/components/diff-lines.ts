/** One line of a unified diff, with its numbers on the old and the new side. */
export interface DiffLine {
  kind: 'hunk' | 'context' | 'add' | 'del' | 'note';
  text: string;
  oldLine: number | null;
  newLine: number | null;
}

const HUNK = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

/** A file's unified diff (GitHub's `patch`) as lines numbered on both sides. */
export function parsePatch(patch: string): DiffLine[] {
  const lines: DiffLine[] = [];
  let oldLine = 0;
  let newLine = 0;
  for (const text of patch.replace(/\n$/, '').split('\n')) {
    const hunk = HUNK.exec(text);
    if (hunk) {
      oldLine = Number(hunk[1]);
      newLine = Number(hunk[2]);
      lines.push({ kind: 'hunk', text, oldLine: null, newLine: null });
    } else if (text.startsWith('+')) {
      lines.push({ kind: 'add', text: text.slice(1), oldLine: null, newLine: newLine++ });
    } else if (text.startsWith('-')) {
      lines.push({ kind: 'del', text: text.slice(1), oldLine: oldLine++, newLine: null });
    } else if (text.startsWith('\\')) {
      lines.push({ kind: 'note', text, oldLine: null, newLine: null });
    } else {
      lines.push({ kind: 'context', text: text.slice(1), oldLine: oldLine++, newLine: newLine++ });
    }
  }
  return lines;
}
