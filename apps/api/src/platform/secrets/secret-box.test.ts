import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('the secret box', () => {
  it('opens what it sealed, and nothing sealed under another secret or purpose, or changed since', () => {
    const box = createSecretBox(SECRET, 'github-token');
    const sealed = box.seal('ghp_abcdefghijklmnopqrstuvwxyz0123456789');
    expect(sealed).not.toContain('ghp_');
    expect(box.open(sealed)).toBe('ghp_abcdefghijklmnopqrstuvwxyz0123456789');
    expect(box.seal('same')).not.toBe(box.seal('same')); // a fresh IV each time

    expect(createSecretBox(`${SECRET}!`, 'github-token').open(sealed)).toBeNull();
    expect(createSecretBox(SECRET, 'another-purpose').open(sealed)).toBeNull();
    const [version, iv, tag, data] = sealed.split('.') as [string, string, string, string];
    const bytes = Buffer.from(data, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    const flipped = bytes.toString('base64url');
    expect(box.open([version, iv, tag, flipped].join('.'))).toBeNull();
    expect(box.open('not sealed')).toBeNull();
  });
});
