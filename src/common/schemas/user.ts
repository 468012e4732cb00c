import { z } from 'zod';
import { LIMITS } from '../constants';

export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  maxPalettes: z.number().int(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZEmailParam = z.object({ email: z.email() });

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

export const ZDisplayName = z.string().trim().max(LIMITS.displayNameMax);
