import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/route-table';
import { plannedPages } from '@/app/routes/planned-pages';
import { docsRoutes } from '@/features/marketing/components/docs-content';
import { features } from '@/features/marketing/components/features-content';
import { comparison } from '@/features/marketing/components/pricing-content';
import { plannedStages, shippedStages } from '@/features/marketing/components/roadmap-items';

/** A URL of the route pattern, its parameters filled in ("/tasks/:taskId" → "/tasks/x"). */
const urlOf = (pattern: string) => pattern.replace(/:[^/]+/g, 'x');

/** The route pattern the app's route table serves at a pattern's URL; "*" for the not-found page. */
function servedPattern(pattern: string): string | undefined {
  return matchRoutes(routes, urlOf(pattern))?.at(-1)?.route.path;
}

const planned = new Set<string>(Object.keys(plannedPages));

/** A page that delivers what a public page claims: in the route table, and not a planned placeholder. */
function expectBuilt(route: string, claim: string) {
  expect(servedPattern(route), `${claim}: ${route} is not in the route table`).toBe(route);
  expect(planned.has(route), `${claim}: ${route} is still a planned page`).toBe(false);
}

/**
 * The public pages tell the truth at every commit (issue 25, item 3): what /features, /pricing and /docs claim and
 * what /roadmap calls shipped is delivered by pages this build has; what /roadmap calls planned is a planned page.
 */
describe('the public pages describe what this build ships', () => {
  it('/features claims only features whose pages are built', () => {
    for (const feature of features) {
      expect(feature.routes.length, feature.title).toBeGreaterThan(0);
      for (const route of feature.routes) expectBuilt(route, `/features "${feature.title}"`);
    }
  });

  it("/pricing's plan comparison lists only features whose pages are built", () => {
    for (const row of comparison) {
      if (row.kind !== 'feature') continue;
      expect(row.routes.length, row.feature).toBeGreaterThan(0);
      for (const route of row.routes) expectBuilt(route, `/pricing "${row.feature}"`);
    }
  });

  it('/docs sends people only to pages that are built', () => {
    for (const route of docsRoutes) expectBuilt(route, '/docs');
  });

  it("/roadmap's shipped stages are built and its planned stages are the planned pages, every one of them", () => {
    for (const stage of shippedStages)
      for (const route of stage.routes) expectBuilt(route, `/roadmap "${stage.title}"`);
    const onTheRoadmap = new Set(plannedStages.flatMap((stage) => stage.routes));
    for (const stage of plannedStages) {
      for (const route of stage.routes)
        expect(planned.has(route), `/roadmap "${stage.title}": ${route} is built; move the stage to shipped`).toBe(
          true,
        );
    }
    for (const route of planned)
      expect(onTheRoadmap.has(route), `${route} is planned but on no roadmap stage`).toBe(true);
  });
});
