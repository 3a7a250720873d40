import type { CodeQuality, LintFinding } from '@assay/contracts';
import tsPlugin from '@typescript-eslint/eslint-plugin';
import tsParser from '@typescript-eslint/parser';
import { parse, type TSESTree } from '@typescript-eslint/typescript-estree';
import { Linter } from 'eslint';
import globals from 'globals';

/** Nodes that add a path through a function (McCabe): each branch, loop, case, catch and short-circuit. */
const DECISIONS = new Set([
  'IfStatement',
  'ConditionalExpression',
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'WhileStatement',
  'DoWhileStatement',
  'CatchClause',
]);
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Rules that point at real mistakes or muddle in a short solution; style is the candidate's own. */
const COMMON_RULES: Linter.RulesRecord = {
  eqeqeq: 'warn',
  'no-var': 'warn',
  'prefer-const': 'warn',
  'no-empty': 'warn',
  'no-unreachable': 'warn',
  'no-constant-condition': 'warn',
  'no-dupe-keys': 'warn',
  'no-self-compare': 'warn',
  'no-fallthrough': 'warn',
};
/** TypeScript's own compiler answers for names and redeclarations; its unused-variable rule knows types. */
const SCRIPT_RULES: Record<'javascript' | 'typescript', Linter.RulesRecord> = {
  javascript: { ...COMMON_RULES, 'no-unused-vars': 'warn', 'no-undef': 'warn', 'no-redeclare': 'warn' },
  typescript: { ...COMMON_RULES, '@typescript-eslint/no-unused-vars': 'warn' },
};
const MAX_FINDINGS = 50;

const linter = new Linter({ configType: 'flat' });

/** The complexity of each function (and of the top level), walking the tree by hand: parsing never runs the code. */
function maxComplexity(program: TSESTree.Program): number {
  let max = 0;
  const visit = (node: TSESTree.Node, own: { count: number }): void => {
    if (DECISIONS.has(node.type)) own.count += 1;
    if (node.type === 'SwitchCase' && node.test) own.count += 1;
    if (node.type === 'LogicalExpression') own.count += 1;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent' || !value || typeof value !== 'object') continue;
      for (const child of Array.isArray(value) ? value : [value]) {
        if (!child || typeof child !== 'object' || typeof (child as { type?: unknown }).type !== 'string') continue;
        const childNode = child as TSESTree.Node;
        if (FUNCTIONS.has(childNode.type)) {
          const inner = { count: 1 };
          visit(childNode, inner);
          max = Math.max(max, inner.count);
        } else {
          visit(childNode, own);
        }
      }
    }
  };
  const topLevel = { count: 1 };
  visit(program, topLevel);
  return Math.max(max, topLevel.count);
}

/**
 * Lines of code, the largest function's cyclomatic complexity and lint findings of a JavaScript or TypeScript program,
 * from parsing alone (the code never runs here). Code that does not parse gets null: its compile step says why.
 */
export function analyzeScript(source: string, typescript: boolean): CodeQuality | null {
  let program: TSESTree.Program;
  try {
    program = parse(source, {
      loc: true,
      range: true,
      tokens: true,
      comment: true,
      jsx: false,
      filePath: typescript ? 'main.ts' : 'main.js',
    });
  } catch {
    return null;
  }
  const codeLines = new Set(
    (program.tokens ?? []).flatMap((token) =>
      Array.from(
        { length: token.loc.end.line - token.loc.start.line + 1 },
        (_, offset) => token.loc.start.line + offset,
      ),
    ),
  );
  const messages = linter.verify(
    source,
    [
      {
        files: ['**/*.js', '**/*.ts'],
        plugins: { '@typescript-eslint': tsPlugin as never },
        languageOptions: {
          parser: tsParser,
          ecmaVersion: 'latest',
          sourceType: typescript ? 'module' : 'commonjs',
          globals: { ...globals.node },
        },
        rules: SCRIPT_RULES[typescript ? 'typescript' : 'javascript'],
      },
    ],
    { filename: typescript ? 'main.ts' : 'main.js' },
  );
  // A message without a rule is the linter's own trouble (the parse above succeeded), not the candidate's code.
  const lint: LintFinding[] = messages
    .filter((message) => message.ruleId !== null)
    .slice(0, MAX_FINDINGS)
    .map((message) => ({ line: message.line, rule: message.ruleId!, message: message.message }));
  return { linesOfCode: codeLines.size, maxComplexity: maxComplexity(program), lint };
}
