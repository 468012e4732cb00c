import { APIError } from 'better-auth/api';
import type { TPasswordPolicy } from '#common/schemas/auth.ts';
import { passwordProblem } from '#common/schemas/auth.ts';

// better-auth checks length only; the character-class rules of the policy are checked here,
// on every endpoint that stores a password.
const FIELD_BY_PATH: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

export function checkPasswordRules(ctx: { path: string; body?: unknown }, policy: TPasswordPolicy): void {
  const field = FIELD_BY_PATH[ctx.path];
  if (!field) return;
  const body: unknown = ctx.body;
  const password = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  if (typeof password !== 'string') return;
  const problem = passwordProblem(password, policy);
  if (problem) {
    throw new APIError('BAD_REQUEST', { message: problem, code: 'PASSWORD_DOES_NOT_MEET_REQUIREMENTS' });
  }
}
