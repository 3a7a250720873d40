import type { To } from 'react-router';

/** The documentation page with one document open (`?doc=`): the search and the page are left behind. */
export function documentLink(id: string): To {
  return { search: `?${new URLSearchParams({ doc: id }).toString()}` };
}

/** The documentation home: no document open, no search. */
export const documentationHome: To = { search: '' };
