import { PRODUCT_NAME_DEFAULT } from '@assay/contracts';
import { createContext, use, useEffect } from 'react';

/**
 * Given by the build's prerender of the public pages (app/static-pages/), where no effect runs: each page's title is
 * handed to it during render instead, for the page's <title>.
 */
export const DocumentTitleCollector = createContext<((title: string) => void) | null>(null);

/**
 * The product's name the tab titles end with: the signed-in shell gives the one the platform admin stored (GET
 * /product); public pages, prerendered with the default, keep it.
 */
export const ProductNameContext = createContext<string>(PRODUCT_NAME_DEFAULT);

/** "{title} · {product}"; a title that starts with the product's name (the home page's) is used as it is. */
export function documentTitle(title: string, productName: string = PRODUCT_NAME_DEFAULT): string {
  return title.startsWith(productName) ? title : `${title} · ${productName}`;
}

/** Sets the browser tab title to "{title} · {product}" while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  const full = documentTitle(title, use(ProductNameContext));
  use(DocumentTitleCollector)?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
