import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headingAnchor } from '@assay/contracts';

/** content/docs at the repository's root: a folder per category, a Markdown file per document (see its README). */
export const DOCS_DIR = fileURLToPath(new URL('../../../../../content/docs/', import.meta.url));

export interface SeededCategory {
  id: string;
  title: string;
  description: string;
  sortOrder: number;
  documents: SeededDocument[];
}

export interface SeededDocument {
  id: string;
  title: string;
  summary: string;
  /** The Markdown after the title line. */
  body: string;
  plainText: string;
  sortOrder: number;
  fingerprint: string;
}

/** A file or folder that does not follow the format, with the reason. */
export class DocsLibraryError extends Error {}

const ORDERED = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)(\.md)?$/;

/** Markdown as words: what full-text search and its snippets read. */
export function plainTextOf(markdown: string): string {
  return markdown
    .replace(/^```.*$/gm, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^[ \t]{0,3}(#{1,6}|>|[-*+]|\d+\.)[ \t]+/gm, '')
    .replace(/[`*_~|]/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** A heading as its words: links keep their text, code and emphasis marks go (what the reading view shows). */
const headingText = (markdown: string) =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_~]/g, '')
    .trim();

/**
 * Links between documents as the site's own: `../NN-category/NN-slug.md#part` (relative to the document's folder)
 * becomes `/documentation?doc=category--slug#part`, so a reader follows them in the reading view.
 */
export function siteLinks(markdown: string, folder: string): string {
  return markdown.replace(
    /\]\((\.{1,2}\/[^)#\s]+\.md|[^)/#\s:]+\.md)(#[^)\s]*)?\)/g,
    (link, target: string, hash = '') => {
      const parts = posix.normalize(posix.join(folder, target)).split('/');
      const [category, file] = parts.length === 2 ? parts : [];
      const categoryId = category ? ORDERED.exec(category)?.[2] : undefined;
      const slug = file ? ORDERED.exec(file)?.[2] : undefined;
      return categoryId && slug ? `](/documentation?doc=${categoryId}--${slug}${hash as string})` : link;
    },
  );
}

/** The `##` and `###` headings outside code blocks, as words, with the anchors the reading view gives them. */
export function headingsOf(markdown: string): { level: number; text: string; anchor: string }[] {
  const headings: { level: number; text: string; anchor: string }[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const match = fenced ? null : /^(#{2,3})\s+(.+?)\s*#*$/.exec(line);
    if (match) {
      const text = headingText(match[2]!);
      headings.push({ level: match[1]!.length, text, anchor: headingAnchor(text) });
    }
  }
  return headings;
}

function loadDocument(dir: string, folder: string, file: string, categoryId: string): SeededDocument {
  const [, order, slug] = ORDERED.exec(file) ?? [];
  if (!order || !slug) throw new DocsLibraryError(`content/docs/${categoryId}/${file}: name it NN-slug.md.`);
  const raw = readFileSync(join(dir, file), 'utf8').replace(/\r\n/g, '\n');
  const [first, ...rest] = raw.split('\n');
  const title = /^# (.+)$/.exec(first ?? '')?.[1]?.trim();
  if (!title) throw new DocsLibraryError(`content/docs/${categoryId}/${file}: the first line must be "# Title".`);
  const body = siteLinks(rest.join('\n').trim(), folder);
  const summary = body.split(/\n\s*\n/)[0]?.trim() ?? '';
  if (!summary || summary.startsWith('#'))
    throw new DocsLibraryError(`content/docs/${categoryId}/${file}: a summary paragraph must follow the title.`);
  return {
    id: `${categoryId}--${slug}`,
    title,
    summary: plainTextOf(summary),
    body,
    plainText: plainTextOf(body),
    sortOrder: Number(order),
    fingerprint: createHash('sha256').update(raw).digest('hex'),
  };
}

/** Every category of `root` and its documents, in their order. */
export function loadDocs(root: string = DOCS_DIR): SeededCategory[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((folder) => {
      const [, order, id] = ORDERED.exec(folder) ?? [];
      if (!order || !id) throw new DocsLibraryError(`content/docs/${folder}: name it NN-slug.`);
      const dir = join(root, folder);
      let meta: { title?: unknown; description?: unknown };
      try {
        meta = JSON.parse(readFileSync(join(dir, 'category.json'), 'utf8')) as typeof meta;
      } catch (error) {
        throw new DocsLibraryError(`content/docs/${folder}/category.json: ${(error as Error).message}`);
      }
      if (typeof meta.title !== 'string' || typeof meta.description !== 'string')
        throw new DocsLibraryError(`content/docs/${folder}/category.json: give a "title" and a "description".`);
      const documents = readdirSync(dir)
        .filter((file) => file.endsWith('.md') && file !== 'README.md')
        .sort()
        .map((file) => loadDocument(dir, folder, file, id));
      return { id, title: meta.title, description: meta.description, sortOrder: Number(order), documents };
    });
}
