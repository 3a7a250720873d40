import type { TemplateContentInput } from '@assay/contracts';

/**
 * The platform templates every installation starts with (issue 6: JavaScript and Python at least; issue 8: the
 * compiled languages and SQL). Their tests are
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
    {
      language: 'c',
      starter_code: '#include <stdio.h>\n\nint main(void) {\n  int n;\n  if (scanf("%d", &n) != 1) return 1;\n  /* Print the sequence from 1 to n here. */\n  return 0;\n}\n',
      reference_solution: [
        '#include <stdio.h>',
        '',
        'int main(void) {',
        '  int n;',
        '  if (scanf("%d", &n) != 1) return 1;',
        '  for (int i = 1; i <= n; i++) {',
        '    if (i % 15 == 0) puts("FizzBuzz");',
        '    else if (i % 3 == 0) puts("Fizz");',
        '    else if (i % 5 == 0) puts("Buzz");',
        '    else printf("%d\\n", i);',
        '  }',
        '  return 0;',
        '}',
        '',
      ].join('\n'),
    },
    {
      language: 'cpp',
      starter_code: '#include <iostream>\n\nint main() {\n  int n;\n  std::cin >> n;\n  // Print the sequence from 1 to n here.\n  return 0;\n}\n',
      reference_solution: [
        '#include <iostream>',
        '',
        'int main() {',
        '  std::ios::sync_with_stdio(false);',
        '  int n;',
        '  std::cin >> n;',
        '  for (int i = 1; i <= n; ++i) {',
        '    if (i % 15 == 0) std::cout << "FizzBuzz\\n";',
        '    else if (i % 3 == 0) std::cout << "Fizz\\n";',
        '    else if (i % 5 == 0) std::cout << "Buzz\\n";',
        "    else std::cout << i << '\\n';",
        '  }',
        '  return 0;',
        '}',
        '',
      ].join('\n'),
    },
    {
      language: 'java',
      starter_code: 'import java.util.Scanner;\n\npublic class Main {\n  public static void main(String[] args) {\n    int n = new Scanner(System.in).nextInt();\n    // Print the sequence from 1 to n here.\n  }\n}\n',
      reference_solution: [
        'import java.util.Scanner;',
        '',
        'public class Main {',
        '  public static void main(String[] args) {',
        '    int n = new Scanner(System.in).nextInt();',
        '    StringBuilder out = new StringBuilder();',
        '    for (int i = 1; i <= n; i++) {',
        '      out.append(i % 15 == 0 ? "FizzBuzz" : i % 3 == 0 ? "Fizz" : i % 5 == 0 ? "Buzz" : String.valueOf(i)).append(\'\\n\');',
        '    }',
        '    System.out.print(out);',
        '  }',
        '}',
        '',
      ].join('\n'),
    },
    {
      language: 'go',
      starter_code: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar n int\n\tfmt.Scan(&n)\n\t// Print the sequence from 1 to n here.\n}\n',
      reference_solution: [
        'package main',
        '',
        'import (',
        '\t"bufio"',
        '\t"fmt"',
        '\t"os"',
        ')',
        '',
        'func main() {',
        '\tvar n int',
        '\tfmt.Scan(&n)',
        '\tout := bufio.NewWriter(os.Stdout)',
        '\tdefer out.Flush()',
        '\tfor i := 1; i <= n; i++ {',
        '\t\tswitch {',
        '\t\tcase i%15 == 0:',
        '\t\t\tfmt.Fprintln(out, "FizzBuzz")',
        '\t\tcase i%3 == 0:',
        '\t\t\tfmt.Fprintln(out, "Fizz")',
        '\t\tcase i%5 == 0:',
        '\t\t\tfmt.Fprintln(out, "Buzz")',
        '\t\tdefault:',
        '\t\t\tfmt.Fprintln(out, i)',
        '\t\t}',
        '\t}',
        '}',
        '',
      ].join('\n'),
    },
    {
      language: 'rust',
      starter_code: 'use std::io::Read;\n\nfn main() {\n    let mut input = String::new();\n    std::io::stdin().read_to_string(&mut input).unwrap();\n    let _n: u32 = input.trim().parse().unwrap();\n    // Print the sequence from 1 to n here.\n}\n',
      reference_solution: [
        'use std::fmt::Write;',
        'use std::io::Read;',
        '',
        'fn main() {',
        '    let mut input = String::new();',
        '    std::io::stdin().read_to_string(&mut input).unwrap();',
        '    let n: u32 = input.trim().parse().unwrap();',
        '    let mut out = String::new();',
        '    for i in 1..=n {',
        '        match (i % 3, i % 5) {',
        '            (0, 0) => out.push_str("FizzBuzz\\n"),',
        '            (0, _) => out.push_str("Fizz\\n"),',
        '            (_, 0) => out.push_str("Buzz\\n"),',
        '            _ => writeln!(out, "{}", i).unwrap(),',
        '        }',
        '    }',
        '    print!("{}", out);',
        '}',
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
    {
      language: 'cpp',
      starter_code: '#include <iostream>\n#include <string>\n\nint main() {\n  int t;\n  std::cin >> t;\n  std::string s;\n  std::getline(std::cin, s);\n  for (int i = 0; i < t; ++i) {\n    std::getline(std::cin, s);\n    // Print YES or NO for s.\n  }\n  return 0;\n}\n',
      reference_solution: [
        '#include <iostream>',
        '#include <string>',
        '#include <vector>',
        '',
        'bool balanced(const std::string& s) {',
        '  std::vector<char> stack;',
        '  for (char ch : s) {',
        "    if (ch == '(' || ch == '[' || ch == '{') { stack.push_back(ch); continue; }",
        "    char open = ch == ')' ? '(' : ch == ']' ? '[' : '{';",
        '    if (stack.empty() || stack.back() != open) return false;',
        '    stack.pop_back();',
        '  }',
        '  return stack.empty();',
        '}',
        '',
        'int main() {',
        '  std::ios::sync_with_stdio(false);',
        '  int t;',
        '  std::cin >> t;',
        '  std::string s;',
        '  std::getline(std::cin, s);',
        '  for (int i = 0; i < t; ++i) {',
        '    std::getline(std::cin, s);',
        '    std::cout << (balanced(s) ? "YES" : "NO") << \'\\n\';',
        '  }',
        '  return 0;',
        '}',
        '',
      ].join('\n'),
    },
    {
      language: 'java',
      starter_code: 'import java.io.*;\n\npublic class Main {\n  public static void main(String[] args) throws IOException {\n    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));\n    int t = Integer.parseInt(in.readLine().trim());\n    for (int i = 0; i < t; i++) {\n      String s = in.readLine();\n      // Print YES or NO for s.\n    }\n  }\n}\n',
      reference_solution: [
        'import java.io.*;',
        'import java.util.ArrayDeque;',
        '',
        'public class Main {',
        '  static boolean balanced(String s) {',
        '    ArrayDeque<Character> stack = new ArrayDeque<>();',
        '    for (char ch : s.toCharArray()) {',
        "      if (ch == '(' || ch == '[' || ch == '{') { stack.push(ch); continue; }",
        "      char open = ch == ')' ? '(' : ch == ']' ? '[' : '{';",
        '      if (stack.isEmpty() || stack.pop() != open) return false;',
        '    }',
        '    return stack.isEmpty();',
        '  }',
        '',
        '  public static void main(String[] args) throws IOException {',
        '    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));',
        '    int t = Integer.parseInt(in.readLine().trim());',
        '    StringBuilder out = new StringBuilder();',
        '    for (int i = 0; i < t; i++) {',
        '      String s = in.readLine();',
        '      out.append(balanced(s == null ? "" : s) ? "YES" : "NO").append(\'\\n\');',
        '    }',
        '    System.out.print(out);',
        '  }',
        '}',
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

const TEAM_SETUP = [
  'CREATE TABLE teams (id int PRIMARY KEY, name text NOT NULL);',
  'CREATE TABLE players (id int PRIMARY KEY, name text NOT NULL, team_id int REFERENCES teams (id), score int);',
  "INSERT INTO teams VALUES (1, 'Red'), (2, 'Blue'), (3, 'Green');",
  "INSERT INTO players VALUES (1, 'Ada', 1, 40), (2, 'Bo', 1, 55), (3, 'Cy', 2, 30), (4, 'Di', 2, NULL), (5, 'Ed', NULL, 70);",
  '',
].join('\n');

const TEAM_SCORES: TemplateContentInput = {
  title: 'Team Scores',
  statement: [
    'The database has `teams (id, name)` and `players (id, name, team_id, score)`; a player may have no team, and a score may be missing (`NULL`).',
    '',
    'Write one query that lists **every team** with the number of its players and their total score, as the columns `team`, `players` and `total_score`. A team without players has 0 players and a total of 0; a missing score counts as 0. Order by `total_score` from highest to lowest, then by `team` name.',
    '',
    '**Example.** With the database shown, the result is:',
    '',
    '```',
    'team,players,total_score\nRed,2,95\nBlue,2,30\nGreen,0,0',
    '```',
  ].join('\n'),
  difficulty: 'medium',
  tags: ['sql', 'joins', 'aggregation'],
  estimated_minutes: 15,
  test_kind: 'stdio',
  comparison: 'exact',
  sql_setup: TEAM_SETUP,
  languages: [
    {
      language: 'sql',
      starter_code: '-- One read query: team, players, total_score\nSELECT name AS team\nFROM teams;\n',
      reference_solution: [
        'SELECT t.name AS team, count(p.id) AS players, coalesce(sum(p.score), 0) AS total_score',
        'FROM teams t',
        'LEFT JOIN players p ON p.team_id = t.id',
        'GROUP BY t.id, t.name',
        'ORDER BY total_score DESC, team;',
        '',
      ].join('\n'),
    },
  ],
  tests: [
    { id: 'example', name: 'the example', hidden: false, weight: 1, input: '', expected_output: 'team,players,total_score\nRed,2,95\nBlue,2,30\nGreen,0,0\n' },
    {
      id: 'ties',
      name: 'equal totals order by name',
      hidden: false,
      weight: 1,
      input: "INSERT INTO players VALUES (6, 'Fay', 3, 95);\n",
      expected_output: 'team,players,total_score\nGreen,1,95\nRed,2,95\nBlue,2,30\n',
    },
    {
      id: 'many',
      name: 'a new team and missing scores',
      hidden: true,
      weight: 2,
      input: "INSERT INTO teams VALUES (4, 'Amber');\nINSERT INTO players VALUES (6, 'Gus', 4, NULL), (7, 'Hal', 4, NULL), (8, 'Ivy', 2, 5);\n",
      expected_output: 'team,players,total_score\nRed,2,95\nBlue,3,35\nAmber,2,0\nGreen,0,0\n',
    },
  ],
  hints: ['Start from teams and LEFT JOIN players, so a team without players still has a row.', 'count(p.id) counts players, not rows; coalesce turns a missing sum into 0.'],
  rubric: [
    { name: 'Correctness', description: 'Empty teams and missing scores are handled.', weight: 2 },
    { name: 'Clarity', description: 'Readable joins and aliases.', weight: 1 },
  ],
};

/** Fixed ids, so seeding on every start finds them and never duplicates or overwrites the admin's edits. */
export const PLATFORM_TEMPLATES: { id: string; content: TemplateContentInput }[] = [
  { id: 'platform-fizzbuzz', content: FIZZ_BUZZ },
  { id: 'platform-two-sum', content: TWO_SUM },
  { id: 'platform-balanced-brackets', content: BALANCED_BRACKETS },
  { id: 'platform-team-scores', content: TEAM_SCORES },
];
