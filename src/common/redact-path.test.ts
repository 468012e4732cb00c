import { describe, expect, it } from 'vitest';
import { redactPath } from './redact-path';

describe('redactPath', () => {
  it('replaces invitation and shopping list link tokens and ids, and leaves other paths alone', () => {
    expect(redactPath('/invite/Q2hhbmdlIG1lIGJlZm9yZSBzaGlwcGluZyB0aGlzIHRva2Vu')).toBe('/invite/:token');
    expect(redactPath('/api/invite/abc_DEF-123/accept')).toBe('/api/invite/:token/accept');
    expect(redactPath('/palette/5F0C8A3E-1B2C-4D5E-8F90-A1B2C3D4E5F6')).toBe('/palette/:id');
    expect(redactPath('/admin/palette/5f0c8a3e-1b2c-4d5e-8f90-a1b2c3d4e5f6')).toBe('/admin/palette/:id');
    expect(redactPath('/api/palettes/5f0c8a3e-1b2c-4d5e-8f90-a1b2c3d4e5f6/invites')).toBe('/api/palettes/:id/invites');
    expect(redactPath('/shopping/Q2hhbmdlIG1lIGJlZm9yZSBzaGlwcGluZyB0aGlzIHRva2Vu')).toBe('/shopping/:token');
    expect(redactPath('/api/shopping-list/shared/abc_DEF-123')).toBe('/api/shopping-list/shared/:token');
    expect(redactPath('/studio/shopping')).toBe('/studio/shopping');
    expect(redactPath('/api/shopping-list/share')).toBe('/api/shopping-list/share');
    expect(redactPath('/reset-password')).toBe('/reset-password');
  });
});
