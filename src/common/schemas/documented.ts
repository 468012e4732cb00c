import { z } from 'zod';

// Issue 41: rules a refinement holds a request to are invisible to the OpenAPI document, which is
// made from the schemas' own checks; these say them in JSON Schema's words as well.

/** An update body: at least one field ('Nothing to update.'), which the document says as minProperties. */
export function someFields<Body extends z.ZodObject>(body: Body) {
  return body.refine((value) => Object.keys(value).length > 0, 'Nothing to update.').meta({ minProperties: 1 });
}

/** What a comma-joined list of `item`s, at most `max` of them, looks like to the document (no spaces, no empty entries). */
export function listPattern(item: RegExp, max: number, options: { empty: boolean }): string {
  const one = item.source.replace(/^\^/, '').replace(/\$$/, '');
  const list = `(?:${one})(?:,(?:${one})){0,${max - 1}}`;
  return options.empty ? `^(?:${list})?$` : `^${list}$`;
}

/** The pattern of z.uuid(), as the document writes it. */
export const UUID_PATTERN = z.regexes.uuid();
