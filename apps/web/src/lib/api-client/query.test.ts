import { describe, expect, it } from 'vitest';
import { bareHostOf, buildQueryString, joinUrl } from './query';

describe('query and URL helpers', () => {
  it('repeats arrays and skips undefined and null', () => {
    expect(
      buildQueryString({
        tags: ['a', 'b'],
        difficulty: 'easy',
        page: 2,
        unread_only: false,
        search: undefined,
        x: null,
      }),
    ).toBe('?tags=a&tags=b&difficulty=easy&page=2&unread_only=false');
    expect(buildQueryString({ search: undefined })).toBe('');
    expect(buildQueryString({ search: 'a b&c' })).toBe('?search=a+b%26c');
  });

  it('joins with one slash and finds the bare host', () => {
    expect(joinUrl('/api/v1/', '/users/me')).toBe('/api/v1/users/me');
    expect(joinUrl('http://127.0.0.1:1/api/v1', 'users')).toBe('http://127.0.0.1:1/api/v1/users');
    expect(bareHostOf('http://127.0.0.1:1/api/v1')).toBe('http://127.0.0.1:1');
    expect(bareHostOf('/api/v1')).toBe('');
    expect(joinUrl(bareHostOf('/api/v1'), '/tasks/1/evaluate')).toBe('/tasks/1/evaluate');
  });
});
