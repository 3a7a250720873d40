import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations, useBrowserSession } from './support/browser.js';

// A candidate solves public templates in C++, Java and SQL through the editor: compiled in the sandbox once per run,
// the SQL query run against the template's database.
const baseURL = inject('baseURL');

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

async function practise(page: Page, title: string) {
  await page.goto(`${baseURL}/candidate/dashboard`);
  await page.getByRole('list', { name: 'Public tasks' }).getByRole('button', { name: `Practise ${title}` }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 20_000 });
}

async function solve(page: Page, { language, editor, code }: { language: string; editor: string; code: string }) {
  await page.getByLabel('Language').selectOption({ label: language });
  await page.getByLabel(editor).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
  await page.keyboard.press('Control+Enter');
  await page.getByRole('heading', { name: '2 of 2 visible tests passed' }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Submit your solution?' }).getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Score 100 / 100').first().waitFor({ timeout: 90_000 });
}

describe('solving in compiled languages and SQL', () => {
  const session = useBrowserSession({ viewport: { width: 1440, height: 1000 } });

  it('a candidate solves FizzBuzz in C++, Balanced Brackets in Java and Team Scores in SQL, and each scores 100', async () => {
    const { page } = session;
    await page.goto(`${baseURL}/register`);
    await page.getByLabel('Name').fill('Poly Glot');
    await page.getByLabel('Email').fill(`poly-${Date.now()}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('journey-password-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/user-type-selection', { timeout: 20_000 });
    await page.getByRole('button', { name: /Candidate/ }).click();
    await page.waitForURL((url) => url.pathname === '/candidate/dashboard', { timeout: 20_000 });

    await practise(page, 'FizzBuzz');
    await solve(page, { language: 'C++ (G++)', editor: 'C++ (G++) code', code: FIZZBUZZ_CPP });

    await practise(page, 'Balanced Brackets');
    await solve(page, { language: 'Java (OpenJDK)', editor: 'Java (OpenJDK) code', code: BRACKETS_JAVA });

    await practise(page, 'Team Scores');
    // The database the query runs against is shown with the statement.
    expect(await page.getByLabel('Database setup').innerText()).toContain('CREATE TABLE teams');
    await page.getByRole('button', { name: 'Run tests' }).click();
    await page.getByRole('heading', { name: '0 of 2 visible tests passed' }).waitFor({ timeout: 60_000 });
    expect(await page.getByLabel('Expected output').first().innerText()).toContain('team,players,total_score');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await solve(page, { language: 'SQL (PostgreSQL)', editor: 'SQL (PostgreSQL) code', code: TEAM_SCORES_SQL });
    expect(session.errors).toEqual([]);
  }, 300_000);
});
