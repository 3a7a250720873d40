import { matchRoutes } from 'react-router';
import { paths } from '@/config/paths';

export interface PlannedPageInfo {
  title: string;
  /** One line on what the page will do once it is built. */
  description: string;
}

/** Pages that later issues build: until then each shows its title and what it will do (SPEC.md §2). */
export const plannedPages = {
  // Any signed-in user
  [paths.support]: {
    title: 'Contact Support',
    description: 'Reach the people who run this Assay instance and follow up on your requests.',
  },
  [paths.lounge]: {
    title: 'Return To Office',
    description: "Your organization's lounge: announcements, upcoming sessions and what your team is working on.",
  },
  [paths.documentationFile]: { title: 'Document', description: "Reads one document from your organization's library." },
} as const satisfies Record<string, PlannedPageInfo>;

export type PlannedPath = keyof typeof plannedPages;

const plannedRoutes = Object.keys(plannedPages).map((path) => ({ path }));

/** The planned page shown at a URL, ranked the way the router ranks routes (`/learning/certificates` beats `/learning/:pathId`). */
export function findPlannedPage(pathname: string): PlannedPageInfo | undefined {
  const match = matchRoutes(plannedRoutes, pathname)?.at(-1);
  const path = match?.route.path;
  return path && path in plannedPages ? plannedPages[path as PlannedPath] : undefined;
}
