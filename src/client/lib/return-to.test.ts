import { afterEach, describe, expect, it } from 'vitest';
import { googleReturnUrl } from '../features/auth/use-google-sign-in-return';
import { returnToOf, signInPath } from './return-to';

const back = (returnTo: string) => returnToOf(new URL(signInPath(returnTo), window.location.origin).search);

describe("/auth's returnTo", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('goes back to the page of this site it names, query and all', () => {
    expect(back('/invite/abc_DEF-123')).toBe('/invite/abc_DEF-123');
    expect(back('/palette/1?share=true')).toBe('/palette/1?share=true');
    expect(returnToOf('')).toBe('/');
  });

  it('never leads to another site, nor back to /auth', () => {
    for (const elsewhere of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'invite/x',
      '/auth?returnTo=/x',
    ]) {
      expect(back(elsewhere), elsewhere).toBe('/');
    }
  });

  it('brings a Google sign-in started at /auth back to that page, marked; from elsewhere, home', () => {
    window.history.replaceState(null, '', signInPath('/invite/abc?from=mail'));
    expect(googleReturnUrl()).toBe('/invite/abc?from=mail&auth=google');
    window.history.replaceState(null, '', '/reset-password?token=once');
    expect(googleReturnUrl()).toBe('/?auth=google');
  });
});
