import { describe, expect, it } from 'vitest';
import { findPageTitle } from '@/app/routes/page-titles';
import { findPlannedPage } from '@/app/routes/planned-pages';

describe('findPageTitle', () => {
  it('names built signed-in pages, which are no longer planned', () => {
    expect(findPageTitle('/admin/settings')).toBe('System Settings');
    expect(findPageTitle('/profile')).toBe('Profile');
    expect(findPlannedPage('/admin/settings')).toBeUndefined();
    expect(findPageTitle('/api-status')).toBe('API Status');
    expect(findPlannedPage('/api-status')).toBeUndefined();
  });

  it('names planned pages as before, and nothing else', () => {
    expect(findPageTitle('/learning/certificates')).toBe('Certificates');
    expect(findPageTitle('/learning/python')).toBe('Learning Path');
    expect(findPageTitle('/no/such/page')).toBeUndefined();
  });
});
