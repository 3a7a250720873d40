import { PRODUCT_NAME_DEFAULT } from '@assay/contracts';
import { createContext, use, useEffect } from 'react';

/**
 * Given by the build's prerender of the public pages (app/static-pages/), where no effect runs: each page's title is
 * handed to it during render instead, for the page's <title>.
 */
export const DocumentTitleCollector = createContext<((title: string) => void) | null>(null);

/** "{title} · Assay"; a title that starts with the product's name (the home page's) is used as it is. */
export function documentTitle(title: string): string {
  return title.startsWith(PRODUCT_NAME_DEFAULT) ? title : `${title} · ${PRODUCT_NAME_DEFAULT}`;
}

/** Sets the browser tab title to "{title} · Assay" while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  const full = documentTitle(title);
  use(DocumentTitleCollector)?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
