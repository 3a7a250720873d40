import { describe, expect, it } from 'vitest';
import { headingsOf, loadDocs, plainTextOf, siteLinks } from './docs-library.js';

/** The documentation in content/docs follows its format, and its links between documents lead somewhere. */
describe('the documentation library', () => {
  const categories = loadDocs();
  const documents = categories.flatMap((category) => category.documents.map((document) => ({ category, document })));

  it('loads every category and document, titled and summarized, ids unique', () => {
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(documents.length).toBeGreaterThanOrEqual(20);
    for (const category of categories) expect(category.documents.length, category.id).toBeGreaterThan(0);
    const ids = documents.map(({ document }) => document.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { document } of documents) {
      expect(document.summary.length, document.id).toBeGreaterThan(20);
      expect(headingsOf(document.body).length, `${document.id} has no sections`).toBeGreaterThan(0);
    }
  });

  it('links between documents only to documents that exist', () => {
    const ids = new Set(documents.map(({ document }) => document.id));
    for (const { document } of documents) {
      for (const [, id] of document.body.matchAll(/\]\(\/documentation\?doc=([^)#\s]+)/g))
        expect(ids.has(id!), `${document.id} links to ${id}`).toBe(true);
      // A relative .md link left as it was points at no document.
      expect(document.body, document.id).not.toMatch(/\]\([^)\s:]+\.md(#[^)]*)?\)/);
    }
  });

  it('reads Markdown as words for search, and headings outside code only', () => {
    expect(plainTextOf('## Title\n\nSee [the guide](../x.md) and `npm start`.\n\n- one\n- two')).toBe(
      'Title\n\nSee the guide and npm start .\n\none\ntwo',
    );
    expect(headingsOf('## A\n```\n## not\n```\n### B `code`')).toEqual([
      { level: 2, text: 'A', anchor: 'a' },
      { level: 3, text: 'B code', anchor: 'b-code' },
    ]);
    expect(headingsOf('## See [the API](../03-api/01-overview.md)')[0]).toEqual({
      level: 2,
      text: 'See the API',
      anchor: 'see-the-api',
    });
  });

  it('turns links between documents into the reading view’s', () => {
    expect(
      siteLinks('[a](../03-api/01-overview.md#paging) [b](02-next.md) [c](https://x.dev/a.md)', '02-features'),
    ).toBe(
      '[a](/documentation?doc=api--overview#paging) [b](/documentation?doc=features--next) [c](https://x.dev/a.md)',
    );
  });
});
