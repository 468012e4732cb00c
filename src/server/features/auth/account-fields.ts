import { APIError } from 'better-auth/api';
import { z } from 'zod';
import { LIMITS } from '#common/constants.ts';
import { ZDisplayName, ZSignUpName } from '#common/schemas/user.ts';
import { avatarKeyOfUrl, type ObjectStore } from '#server/features/objects/index.ts';
import { validationMessage } from '#server/middleware/validate.ts';

interface HookContext {
  path: string;
  body?: unknown;
  request?: Request | undefined;
}

/**
 * Issue 41: the auth library stores whatever JSON its endpoints get for a person's name and
 * picture (a null name was a 500; a 60,000-character one, a number or a `javascript:` picture
 * were kept). These are the product's rules for them, checked before the endpoint runs:
 *
 * - sign-up: a name as a display name is, or blank (the address's then, spec §3);
 * - update-user: only a name (a display name: trimmed, 1 to 50 characters) and a picture;
 * - reset-password: the name the confirmation page sends with the password (a display name), which
 *   the account takes as its address is confirmed (auth.ts onPasswordReset);
 * - a picture is null or a stored avatar as this app's store serves it (objects/keys.ts).
 *
 * A refusal is a 400 `{ message, code }` naming the field; what passes goes on trimmed.
 */
export function accountFieldRules(store: ObjectStore) {
  const picture = z
    .url({ protocol: /^https?$/, error: 'Send the URL of a picture uploaded here.' })
    .max(LIMITS.urlMax)
    .refine((url) => {
      const key = avatarKeyOfUrl(url);
      return key !== null && store.publicUrl(key) === url;
    }, 'Send the URL of a picture uploaded here.')
    .nullable()
    .optional();
  const bodies: Record<string, z.ZodType<Record<string, unknown>>> = {
    '/sign-up/email': z.looseObject({ name: ZSignUpName, image: picture }),
    '/update-user': z.strictObject({ name: ZDisplayName.optional(), image: picture }),
    '/reset-password': z.looseObject({ name: ZDisplayName.optional() }),
  };
  // The name posted with a confirmation's password, for onPasswordReset, which gets the request only.
  const confirmedNames = new WeakMap<Request, string>();

  return {
    /** The body as the rules leave it (a before hook's new context), nothing for other paths, or a 400. */
    check(ctx: HookContext): { body: Record<string, unknown> } | null {
      const schema = bodies[ctx.path];
      if (!schema) return null;
      const result = schema.safeParse(ctx.body);
      if (!result.success) throw new APIError('BAD_REQUEST', { message: validationMessage(result.error), code: 'BAD_REQUEST' });
      const { name } = result.data;
      if (ctx.path === '/reset-password' && ctx.request && typeof name === 'string') confirmedNames.set(ctx.request, name);
      return { body: result.data };
    },
    /** The name the confirmation page sent with the password in `request`, or null for none. */
    confirmedName(request: Request | undefined): string | null {
      return (request && confirmedNames.get(request)) ?? null;
    },
  };
}
