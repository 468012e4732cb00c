import { z } from 'zod';

export const ZTag = z.object({ id: z.string(), name: z.string(), userId: z.string() }).meta({ id: 'Tag' });
export type TTag = z.infer<typeof ZTag>;

export const ZTagName = z.string().trim().min(1, 'A tag needs a name.').max(50);

export const ZCreateTagRequest = z.object({ userId: z.uuid(), name: ZTagName });
export type TCreateTagRequest = z.input<typeof ZCreateTagRequest>;

export const ZAddColorTagRequest = z.object({ tagId: z.uuid(), userId: z.uuid() });
export const ZColorTagParams = z.object({ colorId: z.uuid(), tagId: z.uuid() });
