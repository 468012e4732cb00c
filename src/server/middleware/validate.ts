import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';
import { AppError } from '../errors';

/**
 * Validates one part of the request with a shared zod schema; a failure is a 400 naming the field.
 * The schema also documents the request in /api/openapi.json (what a client may send: its input).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  const middleware = validator(target, (value): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const field = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new AppError('BAD_REQUEST', `${field}${issue?.message ?? 'Invalid request.'}`);
  });
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema, { options: { io: 'input' } }) } });
}
