import { z } from 'zod';
import { LIMITS } from '#common/constants.ts';

export const ZUser = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    displayName: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    isAdmin: z.boolean(),
    maxPalettes: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });
export type TUser = z.infer<typeof ZUser>;

export const ZEmailParam = z.object({ email: z.email() });
export const ZUserIdParam = z.object({ id: z.uuid('Not a user id.') });

export const ZCreateUserRequest = z.object({
  email: z.email(),
  name: z.string().trim().max(200).optional().default(''),
});
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;

export const ZSubscribeMailingListRequest = z.object({
  email: z.email(),
  name: z.string().max(200).default(''),
  autoSubscribe: z.literal(true),
  hasOptedIn: z.boolean(),
});
export type TSubscribeMailingListRequest = z.input<typeof ZSubscribeMailingListRequest>;

const DISPLAY_NAME_TOO_LONG = `At most ${LIMITS.displayNameMax} characters.`;

/** A display name as shown: trimmed, not blank, at most 50 characters (spec §5). */
export const ZDisplayName = z.string().trim().min(1, 'Display name is required.').max(LIMITS.displayNameMax, DISPLAY_NAME_TOO_LONG);

/** The name given at sign-up: as a display name, or blank for the part of the address before '@' (spec §3). */
export const ZSignUpName = z.string().trim().max(LIMITS.displayNameMax, DISPLAY_NAME_TOO_LONG);

/** PUT /api/users/{id}/profile: what is left out stays as it is. */
export const ZUpdateProfileRequest = z.strictObject({
  displayName: ZDisplayName.optional(),
  avatarUrl: z
    .url({ protocol: /^https?$/, error: 'Enter a link that starts with http:// or https://.' })
    .max(LIMITS.urlMax)
    .nullable()
    .optional(),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

/** PUT /api/users/{id}/avatar: the URL the picture was uploaded to (spec §7). */
export const ZSetAvatarRequest = z.strictObject({
  avatarUrl: z.url({ protocol: /^https?$/, error: 'Send the URL the picture was uploaded to.' }).max(LIMITS.urlMax),
});

/** Spec §3 "Avatar response: avatarUrl": where the stored picture is shown from. */
export const ZAvatarResponse = z.object({ avatarUrl: z.string() });
export type TAvatarResponse = z.infer<typeof ZAvatarResponse>;

/** POST /api/subscribe-mailing-list: what was recorded, as a sentence. */
export const ZSubscribeMailingListResponse = z.object({ message: z.string() });

/** The account's password, typed to confirm its deletion (its rules are the sign-up's: only its presence is checked here). */
export const ZAccountPassword = z.string().min(1, 'Enter your password.').max(1024);

/**
 * Issue 30, DELETE /api/users/{id}: the owner confirms with their password, or with the token of
 * the link mailed to them (the only way for an account without a password, e.g. Google's).
 */
export const ZDeleteAccountRequest = z.union([
  z.strictObject({ password: ZAccountPassword }),
  z.strictObject({ token: z.string().regex(/^[\w-]{43}$/, 'This is not a deletion link.') }),
]);
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;

/** POST /api/users/{id}/deletion-link: what was done, as a sentence. */
export const ZDeletionLinkResponse = z.object({ message: z.string() });
