import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentationDocument, DocumentationList } from '@assay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { loadDocs } from './docs-library.js';

/** A small docs tree: the search tests do not depend on what content/docs says. */
function writeDocs(root: string) {
  const category = (folder: string, title: string, documents: Record<string, string>) => {
    mkdirSync(join(root, folder), { recursive: true });
    writeFileSync(join(root, folder, 'category.json'), JSON.stringify({ title, description: `${title}.` }));
    for (const [file, text] of Object.entries(documents)) writeFileSync(join(root, folder, file), text);
  };
  category('01-start', 'Getting started', {
    '01-candidates.md':
      '# Candidates\n\nHow a candidate begins.\n\n## Your tasks\n\nOpen a task and press Start. Timed tasks count down.\n',
    '02-sandbox-notes.md':
      '# Running code\n\nWhere the sandbox runs your program.\n\n## Limits\n\nThe sandbox stops a program after its time limit.\n',
  });
  category('02-features', 'Features', {
    '01-the-sandbox.md':
      '# The sandbox\n\nIsolation for every run.\n\n## Guarantees\n\nNo network.\n\n```sh\n## not a heading\n```\n\n### Memory\n\nA cap per run.\n',
    '02-review.md':
      '# Review\n\nReviewers score with a rubric.\n\nA reviewer reads the submission and leaves feedback about idempotency.\n',
  });
}

describe('documentation', () => {
  let t: TestApp;
  const root = mkdtempSync(join(tmpdir(), 'assay-docs-'));
  const get = async <T>(url: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    writeDocs(root);
    await t.app.services.documentation.sync(loadDocs(root));
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('lists categories and documents in reading order, to anyone', async () => {
    const { items } = await get<{ items: { id: string; documents: number }[] }>('/documentation/categories');
    expect(items).toEqual([
      expect.objectContaining({ id: 'start', documents: 2 }),
      expect.objectContaining({ id: 'features', documents: 2 }),
    ]);
    const list = await get<DocumentationList>('/documentation/documents?categoryId=features');
    expect(list).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(list.items.map((item) => [item.id, item.snippet])).toEqual([
      ['features--the-sandbox', null],
      ['features--review', null],
    ]);
  });

  it('ranks a document whose title is the search first, and finds a word in a body, highlighted', async () => {
    const sandbox = await get<DocumentationList>('/documentation/documents?search=the%20sandbox');
    expect(sandbox.items[0]!.id).toBe('features--the-sandbox');
    expect(sandbox.items.map((item) => item.id)).toContain('start--sandbox-notes');

    const body = await get<DocumentationList>('/documentation/documents?search=idempotency');
    expect(body.items.map((item) => item.id)).toEqual(['features--review']);
    expect(body.items[0]!.snippet).toContainEqual({ text: 'idempotency', match: true });
    expect(body.items[0]!.snippet!.map((part) => part.text).join('')).toContain('leaves feedback about idempotency');

    expect((await get<DocumentationList>('/documentation/documents?search=kubernetes')).total).toBe(0);
  });

  it('reads one document with its headings and neighbours; an unknown one is 404', async () => {
    const document = await get<DocumentationDocument>('/documentation/documents/features--the-sandbox');
    expect(document).toMatchObject({
      title: 'The sandbox',
      categoryTitle: 'Features',
      summary: 'Isolation for every run.',
    });
    expect(document.body.startsWith('Isolation for every run.')).toBe(true);
    expect(document.headings).toEqual([
      { level: 2, text: 'Guarantees', anchor: 'guarantees' },
      { level: 3, text: 'Memory', anchor: 'memory' },
    ]);
    expect(document.previous).toEqual({ id: 'start--sandbox-notes', title: 'Running code' });
    expect(document.next).toEqual({ id: 'features--review', title: 'Review' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/documentation/documents/nope' });
    expect(missing.statusCode).toBe(404);
  });

  it('follows the files: a changed document is rewritten, a removed one deleted', async () => {
    writeFileSync(join(root, '02-features', '02-review.md'), '# Reviewing\n\nReviewers score submissions.\n');
    rmSync(join(root, '01-start', '01-candidates.md'));
    expect(await t.app.services.documentation.sync(loadDocs(root))).toEqual({ written: 1, removed: 1 });
    expect((await get<DocumentationDocument>('/documentation/documents/features--review')).title).toBe('Reviewing');
    expect((await get<DocumentationList>('/documentation/documents')).total).toBe(3);
    expect(await t.app.services.documentation.sync(loadDocs(root))).toEqual({ written: 0, removed: 0 });
  });
});
