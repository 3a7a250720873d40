import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations, useBrowserSession } from './support/browser.js';
import { practise, registerCandidate, solveInEditor } from './support/journeys.js';

// A candidate solves public templates in C++, Java and SQL through the editor: compiled in the sandbox once per run,
// the SQL query run against the template's database.

const FIZZBUZZ_CPP = [
  '#include <iostream>',
  'int main() {',
  '  int n;',
  '  std::cin >> n;',
  '  for (int i = 1; i <= n; ++i) {',
  '    if (i % 15 == 0) std::cout << "FizzBuzz\\n";',
  '    else if (i % 3 == 0) std::cout << "Fizz\\n";',
  '    else if (i % 5 == 0) std::cout << "Buzz\\n";',
  "    else std::cout << i << '\\n';",
  '  }',
  '}',
  '',
].join('\n');

const BRACKETS_JAVA = [
  'import java.io.*;',
  'import java.util.ArrayDeque;',
  'public class Main {',
  '  public static void main(String[] args) throws IOException {',
  '    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));',
  '    int t = Integer.parseInt(in.readLine().trim());',
  '    for (int i = 0; i < t; i++) {',
  '      String s = in.readLine();',
  '      ArrayDeque<Character> stack = new ArrayDeque<>();',
  '      boolean ok = true;',
  '      for (char ch : s.toCharArray()) {',
  "        if (ch == '(' || ch == '[' || ch == '{') stack.push(ch);",
  "        else if (stack.isEmpty() || stack.pop() != (ch == ')' ? '(' : ch == ']' ? '[' : '{')) { ok = false; break; }",
  '      }',
  '      System.out.println(ok && stack.isEmpty() ? "YES" : "NO");',
  '    }',
  '  }',
  '}',
  '',
].join('\n');

const TEAM_SCORES_SQL = [
  'SELECT t.name AS team, count(p.id) AS players, coalesce(sum(p.score), 0) AS total_score',
  'FROM teams t LEFT JOIN players p ON p.team_id = t.id',
  'GROUP BY t.id, t.name',
  'ORDER BY total_score DESC, team;',
  '',
].join('\n');

describe('solving in compiled languages and SQL', () => {
  const session = useBrowserSession({ viewport: { width: 1440, height: 1000 } });

  it('a candidate solves FizzBuzz in C++, Balanced Brackets in Java and Team Scores in SQL, and each scores 100', async () => {
    const { page } = session;
    await registerCandidate(page, { name: 'Poly Glot', emailPrefix: 'poly' });

    await practise(page, 'FizzBuzz');
    await solveInEditor(page, { language: 'C++ (G++)', code: FIZZBUZZ_CPP });

    await practise(page, 'Balanced Brackets');
    await solveInEditor(page, { language: 'Java (OpenJDK)', code: BRACKETS_JAVA });

    await practise(page, 'Team Scores');
    // The database the query runs against is shown with the statement.
    expect(await page.getByLabel('Database setup').innerText()).toContain('CREATE TABLE teams');
    await page.getByRole('button', { name: 'Run examples' }).click();
    await page.getByRole('heading', { name: '0 of 2 examples passed' }).waitFor({ timeout: 60_000 });
    expect(await page.getByLabel('Expected output').first().innerText()).toContain('team,players,total_score');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await solveInEditor(page, { language: 'SQL (PostgreSQL)', code: TEAM_SCORES_SQL });

    // "My submissions" (issue 25) lists the three, newest first, each with its language and score, and leads back.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My submissions' }).click();
    const mine = page.getByRole('table', { name: 'My submissions' });
    await mine.getByRole('link', { name: 'Team Scores' }).waitFor({ timeout: 20_000 });
    const rows = (await mine.getByRole('row').allInnerTexts()).slice(1);
    expect(rows.map((row) => row.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/^Team Scores Practice Final submission SQL \(PostgreSQL\) Score 100 \/ 100 Scored/),
      expect.stringMatching(/^Balanced Brackets Practice Final submission Java \(OpenJDK\) Score 100 \/ 100 Scored/),
      expect.stringMatching(/^FizzBuzz Practice Final submission C\+\+ \(G\+\+\) Score 100 \/ 100 Scored/),
    ]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await mine.getByRole('link', { name: 'FizzBuzz' }).click();
    await page.getByRole('heading', { level: 1, name: 'FizzBuzz' }).waitFor({ timeout: 20_000 });
    expect(session.errors).toEqual([]);
  }, 300_000);
});
