import type { TemplateContentInput } from '@assay/contracts';

const BRACKET_PAIRS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
const balanced = (text: string) => {
  const stack: string[] = [];
  for (const char of text) {
    if ('([{'.includes(char)) stack.push(char);
    else if (stack.pop() !== BRACKET_PAIRS[char]) return false;
  }
  return stack.length === 0;
};
const bracketTest = (lines: string[]) => ({
  input: `${lines.length}\n${lines.join('\n')}\n`,
  expected_output: `${lines.map((line) => (balanced(line) ? 'YES' : 'NO')).join('\n')}\n`,
});
const DEEP = '('.repeat(25_000) + ')'.repeat(25_000);

export const BALANCED_BRACKETS: TemplateContentInput = {
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
      starter_code:
        'import sys\n\nlines = sys.stdin.read().split("\\n")\nt = int(lines[0])\nfor s in lines[1 : t + 1]:\n    # Print YES or NO for s.\n    pass\n',
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
      starter_code:
        "const lines = require('fs').readFileSync(0, 'utf8').split('\\n');\nconst t = Number(lines[0]);\nfor (const s of lines.slice(1, t + 1)) {\n  // Print YES or NO for s.\n}\n",
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
      starter_code:
        '#include <iostream>\n#include <string>\n\nint main() {\n  int t;\n  std::cin >> t;\n  std::string s;\n  std::getline(std::cin, s);\n  for (int i = 0; i < t; ++i) {\n    std::getline(std::cin, s);\n    // Print YES or NO for s.\n  }\n  return 0;\n}\n',
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
      starter_code:
        'import java.io.*;\n\npublic class Main {\n  public static void main(String[] args) throws IOException {\n    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));\n    int t = Integer.parseInt(in.readLine().trim());\n    for (int i = 0; i < t; i++) {\n      String s = in.readLine();\n      // Print YES or NO for s.\n    }\n  }\n}\n',
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
    {
      id: 'closing-first',
      name: 'a closing bracket first',
      hidden: false,
      weight: 1,
      ...bracketTest([']', '{}', '}{']),
    },
    {
      id: 'mixed',
      name: 'mixed kinds',
      hidden: true,
      weight: 1,
      ...bracketTest(['{[()()]}', '{[(])}', '[[[]]]]', '()[]{}']),
    },
    { id: 'deep', name: '25 000 levels deep', hidden: true, weight: 2, ...bracketTest([DEEP, `${DEEP})`]) },
  ],
  hints: [
    'Keep the brackets that are still open on a stack.',
    'A closing bracket must match the most recent open one.',
  ],
  rubric: [
    { name: 'Correctness', description: 'Order matters, not just the counts.', weight: 2 },
    { name: 'Robustness', description: 'No recursion that deep inputs would overflow.', weight: 1 },
  ],
};
