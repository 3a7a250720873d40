import type { CandidateTask } from '@assay/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_MS, useCodeBuffers } from '@/features/tasks/hooks/use-code-buffers';
import { taskKeys } from '@/lib/task-query-keys';
import { jsonResponse } from '@/testing/fetch-stub';

const task = {
  id: 'task-1',
  content: {
    languages: [
      { language: 'python', starter_code: '# python starter\n' },
      { language: 'javascript', starter_code: '// js starter\n' },
    ],
  },
  draft: { language: 'python', code: 'print("saved before")', saved_at: '2026-11-20T10:00:00.000Z' },
  drafts: [{ language: 'python', code: 'print("saved before")', saved_at: '2026-11-20T10:00:00.000Z' }],
} as unknown as CandidateTask;

let saves: { body: { language: string; code: string }; keepalive: boolean }[] = [];
let failSaves = false;

beforeEach(() => {
  vi.useFakeTimers();
  saves = [];
  failSaves = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { language: string; code: string };
      saves.push({ body, keepalive: init.keepalive === true });
      if (failSaves) throw new TypeError('Failed to fetch');
      return jsonResponse({ ...body, saved_at: '2026-11-20T10:05:00.000Z' });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

let queryClient: QueryClient;
function render(open = true) {
  queryClient = new QueryClient();
  queryClient.setQueryData(taskKeys.detail(task.id), task);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCodeBuffers(task, { open }), { wrapper });
}

describe('the code buffers', () => {
  it('open on the newest draft and keep a buffer per language across switches', () => {
    const { result } = render();
    expect(result.current.language).toBe('python');
    expect(result.current.code).toBe('print("saved before")');
    act(() => result.current.setLanguage('javascript'));
    expect(result.current.code).toBe('// js starter\n');
    act(() => result.current.setCode('console.log("mine")'));
    act(() => result.current.setLanguage('python'));
    expect(result.current.code).toBe('print("saved before")');
    act(() => result.current.setLanguage('javascript'));
    expect(result.current.code).toBe('console.log("mine")');
  });

  it('save a few seconds after the first change, each language as its own draft, the one on screen last, and say so', async () => {
    const { result } = render();
    expect(result.current.state).toEqual({ kind: 'saved', at: '2026-11-20T10:00:00.000Z' });
    act(() => result.current.setLanguage('javascript'));
    act(() => result.current.setCode('console.log("two")'));
    act(() => result.current.setLanguage('python'));
    act(() => result.current.setCode('print("one")'));
    expect(result.current.state.kind).toBe('unsaved');
    expect(result.current.unsaved).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS - 1));
    expect(saves).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(saves.map((save) => save.body)).toEqual([
      { language: 'javascript', code: 'console.log("two")' },
      { language: 'python', code: 'print("one")' },
    ]);
    expect(result.current.state).toEqual({ kind: 'saved', at: '2026-11-20T10:05:00.000Z' });
    expect(result.current.unsaved).toBe(false);
    // The page's copy of the task has them too: the editor opened again starts from what was saved.
    expect(queryClient.getQueryData<CandidateTask>(taskKeys.detail(task.id))?.drafts.map((d) => d.code)).toEqual([
      'print("one")',
      'console.log("two")',
    ]);
  });

  it('save at once, outliving the page, when the page is hidden', async () => {
    const { result } = render();
    act(() => result.current.setCode('print("leaving")'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(saves).toEqual([{ body: { language: 'python', code: 'print("leaving")' }, keepalive: true }]);
  });

  it('a failed save keeps the changes unsaved, says why, and is tried again on its own', async () => {
    failSaves = true;
    const { result } = render();
    act(() => result.current.setCode('print("offline")'));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
    expect(result.current.state.kind).toBe('failed');
    expect(result.current.unsaved).toBe(true);
    failSaves = false;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(result.current.state.kind).toBe('saved');
    expect(saves.at(-1)?.body).toEqual({ language: 'python', code: 'print("offline")' });
  });

  it('never saves a closed task', async () => {
    const { result } = render(false);
    act(() => result.current.setCode('print("late")'));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS * 2));
    expect(saves).toEqual([]);
    expect(result.current.unsaved).toBe(false);
  });
});
