import { describe, expect, it } from 'vitest';
import { pageTitleFor, taskIdFromPath } from '@/app/layouts/page-title';

const taskPages = ['/tasks/{id}', '/task/{id}', '/candidate/tasks/{id}', '/test/task/{id}', '/code-editor/{id}'];

describe('pageTitleFor', () => {
  it.each(taskPages)('shows the task title on %s when the page knows it', (pattern) => {
    expect(pageTitleFor(pattern.replace('{id}', 'a1b2c3d4e5f6'), 'Reverse a linked list')).toBe(
      'Reverse a linked list',
    );
  });

  it.each(taskPages)('shows Task and the first 8 characters of the id on %s until the title is known', (pattern) => {
    expect(pageTitleFor(pattern.replace('{id}', 'a1b2c3d4e5f6'))).toBe('Task a1b2c3d4');
  });

  it.each(taskPages)('names GitHub pull-request tasks on %s', (pattern) => {
    expect(pageTitleFor(pattern.replace('{id}', 'github_pr_12_3.4'))).toBe('GitHub Pull Request Task');
  });

  it('prefers a known task title to the GitHub pull-request name', () => {
    expect(pageTitleFor('/code-editor/github_pr_12_3.4', 'Fix the flaky retry')).toBe('Fix the flaky retry');
  });

  it('ignores a blank task title', () => {
    expect(pageTitleFor('/tasks/abc', '   ')).toBe('Task abc');
  });

  it('keeps a short id whole', () => {
    expect(pageTitleFor('/task/42')).toBe('Task 42');
  });

  it('titles /lounge Return To Office', () => {
    expect(pageTitleFor('/lounge')).toBe('Return To Office');
  });

  it.each([
    ['/candidate/dashboard', 'Candidate Dashboard'],
    ['/game-mode', 'Game Mode'],
    ['/settings/profile', 'Profile Settings'],
    ['/learning/certificates', 'Certificates'],
    ['/learning/python-basics', 'Learning Path'],
    ['/admin/templates/tpl-1', 'Template'],
    ['/account/billing', 'Billing'],
  ])('takes %s from the page titles: %s', (pathname, title) => {
    expect(pageTitleFor(pathname)).toBe(title);
    // Outside task pages a task title is never shown, even if one is passed by mistake.
    expect(pageTitleFor(pathname, 'Some task')).toBe(title);
  });

  it('falls back to the product name for a path with no page', () => {
    expect(pageTitleFor('/no/such/page')).toBe('Assay');
  });
});

describe('taskIdFromPath', () => {
  it('finds the id only on task pages', () => {
    expect(taskIdFromPath('/candidate/tasks/t-1')).toBe('t-1');
    expect(taskIdFromPath('/tasks')).toBeUndefined();
    expect(taskIdFromPath('/interviewer/tasks/t-1')).toBeUndefined();
  });
});
