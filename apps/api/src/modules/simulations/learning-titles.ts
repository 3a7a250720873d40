import type { PathContent } from '@assay/contracts';
import type { LearningTitles } from './simulation-report.js';

/** What is read of the learning module's paths (its repository, given by the composition root). */
interface PublishedPaths {
  path(id: string): Promise<{ status: string; currentVersion: number | null } | null>;
  version(id: string, version: number): Promise<{ content: PathContent } | null>;
}

/**
 * Names the learning-path steps a report points to, from each path's published version. A path this install has not
 * published (the library not loaded, or retired) is left out of the report rather than linked to nothing.
 */
export function createLearningTitles(repository: PublishedPaths) {
  return async (pathIds: readonly string[]): Promise<LearningTitles> => {
    const contents = new Map<string, PathContent>();
    for (const id of new Set(pathIds)) {
      const path = await repository.path(id);
      if (!path?.currentVersion || path.status !== 'published') continue;
      const version = await repository.version(id, path.currentVersion);
      if (version) contents.set(id, version.content);
    }
    return (link) => {
      const content = contents.get(link.path);
      if (!content) return null;
      const step = link.step
        ? content.modules.flatMap((module) => module.steps).find((candidate) => candidate.key === link.step)
        : undefined;
      return {
        pathId: link.path,
        pathTitle: content.title,
        stepKey: step?.key ?? null,
        stepTitle: step?.title ?? null,
      };
    };
  };
}
