import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/page-header';
import { DocReader } from '@/features/documentation/components/doc-reader';
import { DocsHome } from '@/features/documentation/components/docs-home';
import { DocsSearchBox } from '@/features/documentation/components/docs-search-box';
import { DocsSearchResults } from '@/features/documentation/components/docs-search-results';
import { DocsSidebar } from '@/features/documentation/components/docs-sidebar';
import { readPage, useSearchParamUpdater } from '@/lib/use-search-param';

/**
 * /documentation: the product's guides (SPEC.md §2), with the sidebar of every document and a search box beside the
 * main area, which is the home (`/documentation`), the results of `?q=` (`&page=`) or the document of `?doc=`.
 */
export function DocumentationPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const docId = params.get('doc') ?? '';
  const page = readPage(params, 'page');
  const update = useSearchParamUpdater();

  // Typing a search leaves the open document for the results; clearing it goes back to the home.
  const search = useCallback((words: string) => update({ q: words, page: null, doc: null }), [update]);
  const clear = useCallback(() => update({ q: null, page: null }), [update]);
  const reading = q === '' && docId !== '';

  return (
    <PageBody width="full">
      {reading ? null : (
        <PageHeader
          title="Documentation"
          description="Guides to Assay for candidates, interviewers and admins, by category and searchable."
        />
      )}
      <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-6 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto lg:pb-4">
          <DocsSearchBox q={q} onSearch={search} />
          {/* On a small screen the home lists every document already: the list shows from large screens. */}
          <div className="hidden lg:block">
            <DocsSidebar currentId={reading ? docId : ''} />
          </div>
        </div>
        <div className="min-w-0">
          {q !== '' ? (
            <DocsSearchResults q={q} page={page} onPageChange={(next) => update({ page: next })} onClear={clear} />
          ) : reading ? (
            <DocReader id={docId} />
          ) : (
            <DocsHome />
          )}
        </div>
      </div>
    </PageBody>
  );
}
