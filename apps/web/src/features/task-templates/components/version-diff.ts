import { LANGUAGE_NAMES, type RedactedTemplateContent, type TemplateContent } from '@assay/contracts';
import { diffLines } from 'diff';

type Content = TemplateContent | RedactedTemplateContent;
type Test = Content['tests'][number];

export interface DiffLine {
  sign: '+' | '-' | ' ';
  text: string;
}
/** One part of a template that changed between two versions, as lines marked added, removed or kept. */
export interface DiffSection {
  title: string;
  lines: DiffLine[];
}

const withNewline = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);

/** A line diff of two texts; null when they are the same. */
function textDiff(before: string, after: string): DiffLine[] | null {
  if (before === after) return null;
  return diffLines(withNewline(before), withNewline(after)).flatMap((part) =>
    part.value
      .replace(/\n$/, '')
      .split('\n')
      .map((text) => ({ sign: part.added ? '+' : part.removed ? '-' : ' ', text }) as DiffLine),
  );
}

const SETTINGS: [keyof Content & string, string][] = [
  ['title', 'Title'],
  ['difficulty', 'Difficulty'],
  ['estimated_minutes', 'Estimated minutes'],
  ['test_kind', 'Test kind'],
  ['entry_function', 'Entry function'],
  ['time_limit_ms', 'Time limit (ms)'],
  ['memory_limit_mb', 'Memory limit (MB)'],
];

function settingsDiff(before: Content, after: Content): DiffLine[] | null {
  const lines: DiffLine[] = [];
  for (const [field, label] of SETTINGS) {
    const was = JSON.stringify(before[field] ?? null);
    const now = JSON.stringify(after[field] ?? null);
    if (was !== now) lines.push({ sign: '-', text: `${label}: ${was}` }, { sign: '+', text: `${label}: ${now}` });
  }
  if (before.tags.join(', ') !== after.tags.join(', '))
    lines.push(
      { sign: '-', text: `Tags: ${before.tags.join(', ')}` },
      { sign: '+', text: `Tags: ${after.tags.join(', ')}` },
    );
  return lines.length > 0 ? lines : null;
}

const describeTest = (test: Test) =>
  `${test.name}${test.hidden ? ' (hidden)' : ''}, weight ${test.weight}: input ${JSON.stringify(test.input.slice(0, 60))} → ${JSON.stringify(test.expected_output.slice(0, 60))}`;

/** Tests by id: added, removed, and changed ones (name, visibility, weight, input or expected output). */
function testsDiff(before: Test[], after: Test[]): DiffLine[] | null {
  const old = new Map(before.map((test) => [test.id, test]));
  const lines: DiffLine[] = [];
  for (const test of after) {
    const was = old.get(test.id);
    if (!was) lines.push({ sign: '+', text: describeTest(test) });
    else if (JSON.stringify(was) !== JSON.stringify(test))
      lines.push({ sign: '-', text: describeTest(was) }, { sign: '+', text: describeTest(test) });
  }
  const kept = new Set(after.map((test) => test.id));
  for (const test of before) if (!kept.has(test.id)) lines.push({ sign: '-', text: describeTest(test) });
  return lines.length > 0 ? lines : null;
}

/**
 * What changed from one version to the next: settings, statement, each language's starter code and (for editors)
 * reference solution, SQL setup, hints, and tests. Sections without a change are left out.
 */
export function versionChanges(before: Content, after: Content): DiffSection[] {
  const sections: [string, DiffLine[] | null][] = [
    ['Settings', settingsDiff(before, after)],
    ['Statement', textDiff(before.statement, after.statement)],
  ];
  const languages = [...new Set([...before.languages, ...after.languages].map((entry) => entry.language))];
  for (const language of languages) {
    const was = before.languages.find((entry) => entry.language === language);
    const now = after.languages.find((entry) => entry.language === language);
    const name = LANGUAGE_NAMES[language];
    sections.push([`${name} starter code`, textDiff(was?.starter_code ?? '', now?.starter_code ?? '')]);
    // Only the template's editors see reference solutions (a redacted version has none to compare).
    const reference = (entry: { starter_code: string; reference_solution?: string } | undefined) =>
      entry?.reference_solution ?? '';
    sections.push([`${name} reference solution`, textDiff(reference(was), reference(now))]);
  }
  sections.push(['SQL setup', textDiff(before.sql_setup, after.sql_setup)]);
  sections.push(['Hints', textDiff(before.hints.join('\n'), after.hints.join('\n'))]);
  sections.push(['Tests', testsDiff(before.tests, after.tests)]);
  return sections.flatMap(([title, lines]) => (lines ? [{ title, lines }] : []));
}
