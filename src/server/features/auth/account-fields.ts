import { APIError } from 'better-auth/api';
import { z } from 'zod';
import { LIMITS } from '../../../common/constants';
import { ZDisplayName, ZSignUpName } from '../../../common/schemas/user';
import { validationMessage } from '../../middleware/validate';
import { avatarKeyOfUrl, type ObjectStore } from '../objects';

interface HookContext {
  path: string;
  body?: unknown;
}

/**
 * Issue 41: the auth library stores whatever JSON its endpoints get for a person's name and
 * picture (a null name was a 500; a 60,000-character one, a number or a `javascript:` picture
 * were kept). These are the product's rules for them, checked before the endpoint runs:
 *
 * - sign-up: a name as a display name is, or blank (the address's then, spec §3);
 * - update-user: only a name (a display name: trimmed, 1 to 50 characters) and a picture;
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
  };

  return {
    /** The body as the rules leave it (a before hook's new context), nothing for other paths, or a 400. */
    check(ctx: HookContext): { body: Record<string, unknown> } | null {
      const schema = bodies[ctx.path];
      if (!schema) return null;
      const result = schema.safeParse(ctx.body);
      if (!result.success) throw new APIError('BAD_REQUEST', { message: validationMessage(result.error), code: 'BAD_REQUEST' });
      return { body: result.data };
    },
  };
}
