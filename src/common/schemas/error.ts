import { z } from 'zod';
import { ERROR_CODES } from '#common/constants.ts';

export const ZErrorBody = z.object({ message: z.string(), code: z.enum(ERROR_CODES) }).meta({ id: 'Error' });
export type TErrorBody = z.infer<typeof ZErrorBody>;
