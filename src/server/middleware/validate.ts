import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';
import { AppError } from '#server/errors.ts';

/**
 * The issue to name: inside a union that matched no option (a catalogue paint or a paint by hand),
 * the first issue of the option the request came nearest, the one with the fewest issues; zod's
 * own message there says only "Invalid input".
 */
function issueToName(issues: readonly z.core.$ZodIssue[]): { path: PropertyKey[]; message: string } | null {
  const issue = issues[0];
  if (!issue) return null;
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const nearest = issue.errors.reduce((best, option) => (option.length < best.length ? option : best));
    const inner = issueToName(nearest);
    if (inner) return { path: [...issue.path, ...inner.path], message: inner.message };
  }
  return { path: issue.path, message: issue.message };
}

/** A failed check as the 400's message: the field it names (when it names one), then what is wrong. */
export function validationMessage(error: z.ZodError): string {
  const issue = issueToName(error.issues);
  const field = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  return `${field}${issue?.message ?? 'Invalid request.'}`;
}

/**
 * Validates one part of the request with a shared zod schema; a failure is a 400 naming the field.
 * The schema also documents the request in /api/openapi.json (what a client may send: its input).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  const middleware = validator(target, (value): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    throw new AppError('BAD_REQUEST', validationMessage(result.error));
  });
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema, { options: { io: 'input' } }) } });
}
