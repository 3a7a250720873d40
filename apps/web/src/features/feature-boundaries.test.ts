import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own ESLint configuration, run on snippets placed at paths inside the web app: the rule that keeps
// features apart is only worth something if it fires.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const source = (path: string) => `${repoRoot}apps/web/src/${path}`;

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

async function restrictedImports(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = piece;\n`, { filePath: source(path) });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('feature boundaries', { timeout: 30_000 }, () => {
  it('refuses a feature importing another feature through @/', async () => {
    const messages = await restrictedImports(
      "import { piece } from '@/features/evaluation/api/evaluation';",
      'features/tasks/components/task-workbench.tsx',
    );
    expect(messages).toEqual([expect.stringContaining('Features never import each other')]);
  });

  it('refuses a relative import that leaves the feature', async () => {
    const messages = await restrictedImports(
      "import { piece } from '../../evaluation/api/evaluation';",
      'features/tasks/components/task-workbench.tsx',
    );
    expect(messages).toEqual([expect.stringContaining('Features never import each other')]);
  });

  it('fences every feature folder, the static marketing pages included', async () => {
    // The configuration lists the features by reading the folder: a new one is fenced without being named there.
    const features = readdirSync(source('features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(features).toContain('marketing');
    for (const feature of features) {
      const other = feature === 'tasks' ? 'evaluation' : 'tasks';
      const messages = await restrictedImports(
        `import { piece } from '@/features/${other}/api/anything';`,
        `features/${feature}/components/anything.tsx`,
      );
      expect(messages, feature).toEqual([expect.stringContaining('Features never import each other')]);
    }
  });

  it('refuses a feature importing app/', async () => {
    const messages = await restrictedImports(
      "import { piece } from '@/app/route-table';",
      'features/tasks/components/task-workbench.tsx',
    );
    expect(messages).toEqual([expect.stringContaining('Features never import app/')]);
  });

  it('lets a feature import its own files, components and lib', async () => {
    const code =
      "import { piece } from '@/features/tasks/api/get-candidate-task';\nimport { Button } from '@/components/ui/button';\nimport { cn } from '@/lib/utils';\nimport { other } from './task-statement';\nexport const more = [Button, cn, other];";
    expect(await restrictedImports(code, 'features/tasks/components/task-workbench.tsx')).toEqual([]);
  });

  it('lets app/ import any feature', async () => {
    const code =
      "import { piece } from '@/features/evaluation/api/evaluation';\nimport { other } from '@/features/tasks/api/get-candidate-task';\nexport const more = other;";
    expect(await restrictedImports(code, 'app/routes/candidate/task/task-page.tsx')).toEqual([]);
  });
});
