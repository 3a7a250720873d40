import type { TemplateContentInput } from '@assay/contracts';

/**
 * The platform templates every installation starts with (issue 6: JavaScript and Python at least). Their tests are
 * generated here so big hidden inputs stay readable; a test runs every reference solution and starter code through
 * the real sandbox, so none of them can rot.
 */

const fizzBuzz = (n: number) =>
  Array.from({ length: n }, (_, index) => {
    const i = index + 1;
    return i % 15 === 0 ? 'FizzBuzz' : i % 3 === 0 ? 'Fizz' : i % 5 === 0 ? 'Buzz' : String(i);
  }).join('\n') + '\n';

const FIZZ_BUZZ: TemplateContentInput = {
  title: 'FizzBuzz',
  statement: [
    'Read an integer **n** (1 ≤ n ≤ 10 000) from standard input.',
    '',
    'Print the numbers from 1 to n, one per line — except that multiples of 3 print `Fizz`, multiples of 5 print `Buzz`, and multiples of both print `FizzBuzz`.',
    '',
    '**Example.** For `5` the output is:',
    '',
    '```',
    '1\n2\nFizz\n4\nBuzz',
    '```',
  ].join('\n'),
  difficulty: 'easy',
  tags: ['warm-up', 'loops'],
  estimated_minutes: 10,
  test_kind: 'stdio',
  comparison: 'whitespace',
  languages: [
    {
      language: 'python',
      starter_code: 'n = int(input())\n# Print the sequence from 1 to n here.\n',
      reference_solution: 'n = int(input())\nfor i in range(1, n + 1):\n    print("FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else i)\n',
    },
    {
      language: 'javascript',
      starter_code: "const n = Number(require('fs').readFileSync(0, 'utf8').trim());\n// Print the sequence from 1 to n here.\n",
      reference_solution: [
        "const n = Number(require('fs').readFileSync(0, 'utf8').trim());",
        'const lines = [];',
        "for (let i = 1; i <= n; i += 1) lines.push(i % 15 === 0 ? 'FizzBuzz' : i % 3 === 0 ? 'Fizz' : i % 5 === 0 ? 'Buzz' : String(i));",
        "console.log(lines.join('\\n'));",
        '',
      ].join('\n'),
    },
    {
      language: 'typescript',
      starter_code: "import { readFileSync } from 'fs';\n\nconst n: number = Number(readFileSync(0, 'utf8').trim());\n// Print the sequence from 1 to n here.\n",
      reference_solution: [
        "import { readFileSync } from 'fs';",
        '',
        "const n: number = Number(readFileSync(0, 'utf8').trim());",
        'const lines: string[] = [];',
        "for (let i = 1; i <= n; i += 1) lines.push(i % 15 === 0 ? 'FizzBuzz' : i % 3 === 0 ? 'Fizz' : i % 5 === 0 ? 'Buzz' : String(i));",
        "console.log(lines.join('\\n'));",
        '',
      ].join('\n'),
    },
  ],
  tests: [
    { id: 'five', name: 'up to 5', hidden: false, weight: 1, input: '5\n', expected_output: fizzBuzz(5) },
    { id: 'fifteen', name: 'up to 15', hidden: false, weight: 1, input: '15\n', expected_output: fizzBuzz(15) },
    { id: 'one', name: 'just one', hidden: true, weight: 1, input: '1\n', expected_output: fizzBuzz(1) },
    { id: 'ten-thousand', name: 'up to 10 000', hidden: true, weight: 2, input: '10000\n', expected_output: fizzBuzz(10_000) },
  ],
  hints: ['Test divisibility by 15 before 3 and 5.', 'The remainder operator `%` tells whether one number divides another.'],
  rubric: [
    { name: 'Correctness', description: 'Every case, including n = 1.', weight: 2 },
    { name: 'Clarity', description: 'The rule reads plainly in the code.', weight: 1 },
  ],
};

// 10 000 numbers where only the last two add up to the target: a pairwise search is too slow for it.
const LARGE_PAIR = Array.from({ length: 10_000 }, (_, index) => (index < 9_998 ? 2 * index + 2 : index === 9_998 ? 1_000_001 : 1_000_002));

const TWO_SUM: TemplateContentInput = {
  title: 'Two Sum',
  statement: [
    'Write a function `twoSum(nums, target)` that returns the indices `[i, j]` (with `i < j`) of the two numbers in `nums` that add up to `target`.',
    '',
    'Exactly one pair adds up to the target, and `nums` holds up to 10 000 integers — look for something faster than trying every pair.',
    '',
    '**Example.** `twoSum([2, 7, 11, 15], 9)` returns `[0, 1]`.',
  ].join('\n'),
  difficulty: 'medium',
  tags: ['arrays', 'hash maps'],
  estimated_minutes: 20,
  test_kind: 'function',
  entry_function: 'twoSum',
  comparison: 'exact',
  languages: [
    {
      language: 'python',
      starter_code: 'def twoSum(nums, target):\n    # Return the indices [i, j] of the two numbers that add up to target.\n    return []\n',
      reference_solution: 'def twoSum(nums, target):\n    seen = {}\n    for i, x in enumerate(nums):\n        if target - x in seen:\n            return [seen[target - x], i]\n        seen[x] = i\n    return []\n',
    },
    {
      language: 'javascript',
      starter_code: 'function twoSum(nums, target) {\n  // Return the indices [i, j] of the two numbers that add up to target.\n  return [];\n}\n',
      reference_solution: 'function twoSum(nums, target) {\n  const seen = new Map();\n  for (let i = 0; i < nums.length; i += 1) {\n    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];\n    seen.set(nums[i], i);\n  }\n  return [];\n}\n',
    },
    {
      language: 'typescript',
      starter_code: 'function twoSum(nums: number[], target: number): number[] {\n  // Return the indices [i, j] of the two numbers that add up to target.\n  return [];\n}\n',
      reference_solution: 'function twoSum(nums: number[], target: number): number[] {\n  const seen = new Map<number, number>();\n  for (let i = 0; i < nums.length; i += 1) {\n    const other = seen.get(target - nums[i]);\n    if (other !== undefined) return [other, i];\n    seen.set(nums[i], i);\n  }\n  return [];\n}\n',
    },
  ],
  tests: [
    { id: 'example', name: 'the example', hidden: false, weight: 1, input: '[[2, 7, 11, 15], 9]', expected_output: '[0, 1]' },
    { id: 'middle', name: 'a pair in the middle', hidden: false, weight: 1, input: '[[3, 2, 4], 6]', expected_output: '[1, 2]' },
    { id: 'equal', name: 'two equal numbers', hidden: true, weight: 1, input: '[[3, 3], 6]', expected_output: '[0, 1]' },
    { id: 'negative', name: 'negative numbers', hidden: true, weight: 1, input: '[[-3, 4, 3, 90], 0]', expected_output: '[0, 2]' },
    { id: 'large', name: '10 000 numbers', hidden: true, weight: 2, input: JSON.stringify([LARGE_PAIR, 2_000_003]), expected_output: '[9998, 9999]' },
  ],
  hints: ['Walking the list once, what would you need to remember about the numbers already seen?', 'A map from value to index answers "have I seen target − x?" at once.'],
  rubric: [
    { name: 'Efficiency', description: 'One pass with a map, not every pair.', weight: 2 },
    { name: 'Correctness', description: 'Equal and negative numbers too.', weight: 2 },
  ],
};

const BRACKET_PAIRS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
const balanced = (text: string) => {
  const stack: string[] = [];
  for (const char of text) {
    if ('([{'.includes(char)) stack.push(char);
    else if (stack.pop() !== BRACKET_PAIRS[char]) return false;
  }
  return stack.length === 0;
};
const bracketTest = (lines: string[]) => ({ input: `${lines.length}\n${lines.join('\n')}\n`, expected_output: `${lines.map((line) => (balanced(line) ? 'YES' : 'NO')).join('\n')}\n` });
const DEEP = '('.repeat(25_000) + ')'.repeat(25_000);

const BALANCED_BRACKETS: TemplateContentInput = {
  title: 'Balanced Brackets',
  statement: [
    'The first line holds **t**, the number of strings that follow, one per line. Each string is made of the characters `()[]{}` only and is up to 50 000 characters long.',
    '',
    'For each string print `YES` if its brackets are balanced — every bracket is closed by the matching kind, in the right order — and `NO` otherwise.',
    '',
    '**Example.** For the strings `([]{})`, `([)]` and `((` the output is `YES`, `NO` and `NO`.',
  ].join('\n'),
  difficulty: 'medium',
  tags: ['stacks', 'strings'],
  estimated_minutes: 20,
  test_kind: 'stdio',
  comparison: 'whitespace',
  languages: [
    {
      language: 'python',
      starter_code: 'import sys\n\nlines = sys.stdin.read().split("\\n")\nt = int(lines[0])\nfor s in lines[1 : t + 1]:\n    # Print YES or NO for s.\n    pass\n',
      reference_solution: [
        'import sys',
        '',
        'PAIRS = {")": "(", "]": "[", "}": "{"}',
        '',
        'def balanced(s):',
        '    stack = []',
        '    for ch in s:',
        '        if ch in "([{":',
        '            stack.append(ch)',
        '        elif not stack or stack.pop() != PAIRS[ch]:',
        '            return False',
        '    return not stack',
        '',
        'lines = sys.stdin.read().split("\\n")',
        't = int(lines[0])',
        'print("\\n".join("YES" if balanced(s) else "NO" for s in lines[1 : t + 1]))',
        '',
      ].join('\n'),
    },
    {
      language: 'javascript',
      starter_code: "const lines = require('fs').readFileSync(0, 'utf8').split('\\n');\nconst t = Number(lines[0]);\nfor (const s of lines.slice(1, t + 1)) {\n  // Print YES or NO for s.\n}\n",
      reference_solution: [
        "const PAIRS = { ')': '(', ']': '[', '}': '{' };",
        'function balanced(s) {',
        '  const stack = [];',
        '  for (const ch of s) {',
        "    if ('([{'.includes(ch)) stack.push(ch);",
        '    else if (stack.pop() !== PAIRS[ch]) return false;',
        '  }',
        '  return stack.length === 0;',
        '}',
        "const lines = require('fs').readFileSync(0, 'utf8').split('\\n');",
        'const t = Number(lines[0]);',
        "console.log(lines.slice(1, t + 1).map((s) => (balanced(s) ? 'YES' : 'NO')).join('\\n'));",
        '',
      ].join('\n'),
    },
  ],
  tests: [
    { id: 'example', name: 'the example', hidden: false, weight: 1, ...bracketTest(['([]{})', '([)]', '((']) },
    { id: 'closing-first', name: 'a closing bracket first', hidden: false, weight: 1, ...bracketTest([']', '{}', '}{']) },
    { id: 'mixed', name: 'mixed kinds', hidden: true, weight: 1, ...bracketTest(['{[()()]}', '{[(])}', '[[[]]]]', '()[]{}']) },
    { id: 'deep', name: '25 000 levels deep', hidden: true, weight: 2, ...bracketTest([DEEP, `${DEEP})`]) },
  ],
  hints: ['Keep the brackets that are still open on a stack.', 'A closing bracket must match the most recent open one.'],
  rubric: [
    { name: 'Correctness', description: 'Order matters, not just the counts.', weight: 2 },
    { name: 'Robustness', description: 'No recursion that deep inputs would overflow.', weight: 1 },
  ],
};

/** Fixed ids, so seeding on every start finds them and never duplicates or overwrites the admin's edits. */
export const PLATFORM_TEMPLATES: { id: string; content: TemplateContentInput }[] = [
  { id: 'platform-fizzbuzz', content: FIZZ_BUZZ },
  { id: 'platform-two-sum', content: TWO_SUM },
  { id: 'platform-balanced-brackets', content: BALANCED_BRACKETS },
];
