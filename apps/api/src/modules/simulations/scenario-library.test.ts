import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIMULATION_ROLES, STAGE_KINDS, type ScenarioStage } from '@assay/contracts';
import { describe, expect, it } from 'vitest';
import { loadScenarios } from './scenario-library.js';

/**
 * The seeded scenarios (content/simulations) as a candidate will meet them: each validates, the challenges and
 * learning steps they name exist, and every planted review issue points at a line of the new file that the diff
 * shows. Pure file reads: no database, no runner.
 */
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const CHALLENGES_DIR = join(ROOT, 'content/challenges');
const LEARNING_DIR = join(ROOT, 'content/learning');

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** A library challenge's kind (`solve`, `fix-the-bug`), or null when the folder has no challenge.json. */
function challengeKind(templateId: string): string | null {
  const path = join(CHALLENGES_DIR, templateId.replace(/^library-/, ''), 'challenge.json');
  return existsSync(path) ? (readJson(path) as { kind: string }).kind : null;
}

/** A learning path's step keys, or null when `learning-<folder>` names no folder. */
function learningSteps(pathId: string): Set<string> | null {
  const path = join(LEARNING_DIR, pathId.replace(/^learning-/, ''), 'path.json');
  if (!pathId.startsWith('learning-') || !existsSync(path)) return null;
  const content = readJson(path) as { modules: { steps: { key: string }[] }[] };
  return new Set(content.modules.flatMap((module) => module.steps.map((step) => step.key)));
}

/**
 * The lines of each changed file's new version that a unified diff shows (context and added lines), by the path
 * after `+++ b/`. Throws when a hunk's body does not match the line counts of its header.
 */
function newFileLines(diff: string): Map<string, Set<number>> {
  const files = new Map<string, Set<number>>();
  const lines = diff.split('\n');
  let current: Set<number> | undefined;
  let index = 0;
  while (index < lines.length) {
    const line = lines[index++]!;
    if (line.startsWith('+++ ')) {
      if (!line.startsWith('+++ b/')) throw new Error(`a new-file header without b/: ${line}`);
      current = new Set();
      files.set(line.slice('+++ b/'.length), current);
      continue;
    }
    const header = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (!header) continue;
    if (!current) throw new Error(`a hunk before any +++ line: ${line}`);
    let oldLeft = Number(header[2] ?? 1);
    let newLeft = Number(header[4] ?? 1);
    let next = Number(header[3]);
    while (oldLeft > 0 || newLeft > 0) {
      const body = lines[index++];
      if (body === undefined) throw new Error(`the diff ends inside the hunk ${line}`);
      if (body.startsWith('\\')) continue; // "\ No newline at end of file"
      if (body.startsWith(' ') || body.startsWith('+')) {
        current.add(next++);
        newLeft--;
        if (body.startsWith(' ')) oldLeft--;
      } else if (body.startsWith('-')) oldLeft--;
      else throw new Error(`"${body}" inside the hunk ${line}`);
      if (oldLeft < 0 || newLeft < 0) throw new Error(`the hunk ${line} holds more lines than its header says`);
    }
    const after = lines[index];
    const endsHere = after === undefined || (after === '' && index === lines.length - 1);
    if (!endsHere && !/^(@@ |diff --git )/.test(after!))
      throw new Error(`the hunk ${line} holds fewer lines than follow it: "${after}"`);
  }
  return files;
}

describe('the seeded simulation scenarios', () => {
  const scenarios = loadScenarios().map((entry) => entry.content);
  const stages = scenarios.flatMap((scenario) =>
    scenario.stages.map((stage) => ({ scenario: scenario.slug, stage }) as { scenario: string; stage: ScenarioStage }),
  );

  it('are at least eight, with unique slugs, covering every role and every stage kind several times', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(8);
    const slugs = scenarios.map((scenario) => scenario.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(scenarios.map((scenario) => scenario.role))).toEqual(new Set(SIMULATION_ROLES));
    for (const kind of STAGE_KINDS) {
      const using = scenarios.filter((scenario) => scenario.stages.some((stage) => stage.kind === kind));
      expect(using.length, kind).toBeGreaterThanOrEqual(3);
    }
    for (const scenario of scenarios) {
      expect(scenario.stages.length, scenario.slug).toBeGreaterThanOrEqual(2);
      expect(scenario.stages.length, scenario.slug).toBeLessThanOrEqual(5);
    }
  });

  it('code their coding stages on solve challenges and their debugging stages on fix-the-bug ones', () => {
    for (const { scenario, stage } of stages) {
      if (stage.kind === 'coding') expect(challengeKind(stage.challenge), `${scenario}: ${stage.key}`).toBe('solve');
      if (stage.kind === 'debugging')
        expect(challengeKind(stage.challenge), `${scenario}: ${stage.key}`).toBe('fix-the-bug');
    }
  });

  it('link only learning paths and steps that exist', () => {
    for (const { scenario, stage } of stages)
      for (const link of stage.learning) {
        const steps = learningSteps(link.path);
        expect(steps, `${scenario}: ${stage.key}: ${link.path}`).not.toBeNull();
        if (link.step) expect(steps!.has(link.step), `${scenario}: ${stage.key}: ${link.step}`).toBe(true);
      }
  });

  it('plant every review issue on a line of the new file that the diff shows', () => {
    const reviews = stages.filter(
      (entry): entry is { scenario: string; stage: Extract<ScenarioStage, { kind: 'review' }> } =>
        entry.stage.kind === 'review',
    );
    expect(reviews.length).toBeGreaterThan(0);
    for (const { scenario, stage } of reviews) {
      const files = newFileLines(stage.diff);
      const keys = stage.issues.map((issue) => issue.key);
      expect(new Set(keys).size, `${scenario}: issue keys repeat`).toBe(keys.length);
      for (const issue of stage.issues) {
        const where = `${scenario}: ${issue.key} at ${issue.file}:${issue.line}`;
        expect(stage.diff, where).toContain(`+++ b/${issue.file}\n`);
        expect(files.get(issue.file)?.has(issue.line), where).toBe(true);
      }
    }
  });

  it('include the warm-up loop the browser journey runs: coding, review, then two behavioural questions', () => {
    const warmUp = scenarios.find((scenario) => scenario.slug === 'warm-up-loop');
    expect(warmUp).toBeDefined();
    expect(warmUp!.role).toBe('general');
    expect(warmUp!.difficulty).toBe('easy');
    expect(warmUp!.stages.map((stage) => [stage.key, stage.kind, stage.minutes])).toEqual([
      ['coding', 'coding', 10],
      ['review', 'review', 10],
      ['behavioural', 'behavioural', 10],
    ]);
    const [coding, , behavioural] = warmUp!.stages;
    expect(coding!.kind === 'coding' && coding!.challenge).toBe('library-elevator-travel-log');
    expect(behavioural!.kind === 'behavioural' && behavioural!.questions.length).toBe(2);
  });
});

describe('newFileLines', () => {
  it('counts context and added lines from the new side of each hunk, and refuses a miscounted hunk', () => {
    const diff = [
      'diff --git a/x.ts b/x.ts',
      'index 1111111..2222222 100644',
      '--- a/x.ts',
      '+++ b/x.ts',
      '@@ -3,3 +3,4 @@ function f() {',
      ' a',
      '-b',
      '+c',
      '+d',
      ' e',
      '@@ -20 +21 @@',
      '-old',
      '+new',
      '',
    ].join('\n');
    expect([...newFileLines(diff).get('x.ts')!]).toEqual([3, 4, 5, 6, 21]);
    expect(() => newFileLines(diff.replace('@@ -3,3 +3,4 @@', '@@ -3,3 +3,3 @@'))).toThrow();
    expect(() => newFileLines(diff.replace('@@ -3,3 +3,4 @@', '@@ -3,3 +3,5 @@'))).toThrow();
  });
});
