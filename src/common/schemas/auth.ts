import { z } from 'zod';
import { ZSignUpName } from './user';

/** The password policy the server enforces; the client builds its form rules from the same object. */
export const ZPasswordPolicy = z.object({
  minLength: z.number().int().min(1),
  maxLength: z.number().int().min(1),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireNumeric: z.boolean(),
  requireNonAlphanumeric: z.boolean(),
});
export type TPasswordPolicy = z.infer<typeof ZPasswordPolicy>;

/** Returns the first rule the password breaks, as a sentence, or null when it meets the policy. */
export function passwordProblem(password: string, policy: TPasswordPolicy): string | null {
  if (password.length < policy.minLength) return `Password must be at least ${policy.minLength} characters.`;
  if (password.length > policy.maxLength) return `Password must be at most ${policy.maxLength} characters.`;
  if (policy.requireLowercase && !/[a-z]/.test(password)) return 'Password must contain a lowercase letter.';
  if (policy.requireUppercase && !/[A-Z]/.test(password)) return 'Password must contain an uppercase letter.';
  if (policy.requireNumeric && !/[0-9]/.test(password)) return 'Password must contain a number.';
  if (policy.requireNonAlphanumeric && !/[^A-Za-z0-9]/.test(password))
    return 'Password must contain a character that is not a letter or a number.';
  return null;
}

export function passwordSchema(policy: TPasswordPolicy) {
  return z.string().superRefine((value, ctx) => {
    const problem = passwordProblem(value, policy);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

export const ZSignInForm = z.object({
  email: z.email('Enter a valid email address.'),
  password: z.string().min(1, 'Password is required.'),
});
export type TSignInForm = z.infer<typeof ZSignInForm>;

export function signUpFormSchema(policy: TPasswordPolicy) {
  return z.object({
    name: ZSignUpName,
    email: z.email('Enter a valid email address.'),
    password: passwordSchema(policy),
    subscribe: z.boolean(),
  });
}
export type TSignUpForm = z.infer<ReturnType<typeof signUpFormSchema>>;

export const ZResetRequestForm = z.object({ email: z.string().trim() });
export type TResetRequestForm = z.infer<typeof ZResetRequestForm>;

export function newPasswordFormSchema(policy: TPasswordPolicy) {
  return z
    .object({ password: passwordSchema(policy), confirm: z.string() })
    .refine((v) => v.password === v.confirm, { message: 'Passwords do not match.', path: ['confirm'] });
}
export type TNewPasswordForm = z.infer<ReturnType<typeof newPasswordFormSchema>>;

/** A mailed password link's token (reset or confirmation): better-auth's 24 letters and digits. */
export const ZPasswordLinkParam = z.object({ token: z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'Not a link token.') });

/**
 * Whether a mailed password link can still be used, asked when its page opens; and, for a link
 * that confirms an address, the name given at sign-up (as a display name, or null for none), which
 * the page shows for the address's owner to keep or correct (issue 41).
 */
export const ZPasswordLinkState = z.object({ usable: z.boolean(), signUpName: z.string().nullable() });
export type TPasswordLinkState = z.infer<typeof ZPasswordLinkState>;
/** GET /api/auth/confirm-registration: whether the confirmation link is this browser's own sign-up's. */
export const ZRegistrationLinkState = z.object({ byRegistrant: z.boolean() });
