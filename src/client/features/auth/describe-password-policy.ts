import type { TPasswordPolicy } from '#common/schemas/auth.ts';

/** One sentence telling the person the rules up front, so the first attempt can succeed. */
export function describePasswordPolicy(policy: TPasswordPolicy): string {
  const length = `${policy.minLength} to ${policy.maxLength} characters`;
  const needs = [
    policy.requireLowercase ? 'a lowercase letter' : null,
    policy.requireUppercase ? 'an uppercase letter' : null,
    policy.requireNumeric ? 'a number' : null,
    policy.requireNonAlphanumeric ? 'a symbol' : null,
  ].filter((need): need is string => need !== null);
  if (needs.length === 0) return `${length}.`;
  const last = needs.pop();
  const list = needs.length > 0 ? `${needs.join(', ')} and ${last}` : last;
  return `${length}, with ${list}.`;
}
