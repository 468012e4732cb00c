import { afterEach, describe, expect, it } from 'vitest';
import { readPendingSignUp, rememberPendingSignUp } from '#client/lib/auth/pending-sign-up.ts';
import { googleReturnUrl } from '#client/lib/auth/use-google-sign-in-return.ts';
import { currentPage, returnToOf, signInPath } from './return-to';

const back = (returnTo: string) => returnToOf(new URL(signInPath(returnTo), window.location.origin).search);
/** What the confirmation page returns to when this browser's storage says `returnTo`. */
const afterConfirming = (returnTo: string) => {
  rememberPendingSignUp('mary@example.com', { name: 'Mary', subscribe: false, returnTo });
  return readPendingSignUp('mary@example.com')?.returnTo;
};
const ELSEWHERE = ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'invite/x', '/auth?returnTo=/x'];

describe("/auth's returnTo", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('goes back to the page of this site it names, query and all', () => {
    expect(back('/invite/abc_DEF-123')).toBe('/invite/abc_DEF-123');
    expect(back('/palette/1?share=true')).toBe('/palette/1?share=true');
    expect(returnToOf('')).toBe('/');
  });

  it('never leads to another site, nor back to /auth', () => {
    for (const elsewhere of ELSEWHERE) expect(back(elsewhere), elsewhere).toBe('/');
  });

  it('brings a Google sign-in started at /auth back to that page, marked; from elsewhere, home', () => {
    window.history.replaceState(null, '', signInPath('/invite/abc?from=mail'));
    expect(googleReturnUrl()).toBe('/invite/abc?from=mail&auth=google');
    window.history.replaceState(null, '', '/reset-password?token=once');
    expect(googleReturnUrl()).toBe('/?auth=google');
  });

  it('remembers for a sign-up the page it started on; on /auth, the page /auth was opened for', () => {
    window.history.replaceState(null, '', '/palette/1?share=true');
    expect(currentPage()).toBe('/palette/1?share=true');
    window.history.replaceState(null, '', signInPath('/invite/abc'));
    expect(currentPage()).toBe('/invite/abc');
    window.history.replaceState(null, '', signInPath('//evil.example/x'));
    expect(currentPage()).toBe('/');
  });

  it('brings a confirmed sign-up back to that page, and never to another site or /auth from what storage holds', () => {
    expect(afterConfirming('/invite/abc?from=mail')).toBe('/invite/abc?from=mail');
    for (const elsewhere of ELSEWHERE) expect(afterConfirming(elsewhere), elsewhere).toBe('/');
  });
});
