import { PRODUCT_NAME_DEFAULT } from '@assay/contracts';
import { useEffect } from 'react';

/** Sets the browser tab title to "{title} · Assay" while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === PRODUCT_NAME_DEFAULT ? title : `${title} · ${PRODUCT_NAME_DEFAULT}`;
  }, [title]);
}
