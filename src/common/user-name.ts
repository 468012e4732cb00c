/**
 * Spec §3: a user's name defaults to the sign-in display name, else the part of the e-mail before
 * '@'. Kept out of schemas/user.ts: the landing page's script uses it and must not carry zod.
 */
export function defaultUserName(name: string | null | undefined, email: string): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : (email.split('@')[0] ?? email);
}
