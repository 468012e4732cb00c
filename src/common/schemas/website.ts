import { z } from 'zod';
import { LIMITS } from '#common/constants.ts';

// A scheme is a name and a colon not followed by a digit: 'studio.example:8080' is a host and its port.
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/**
 * A website as people type it (issue 27): 'studio.example' means https://studio.example. Text that
 * names a scheme keeps it and is judged as typed ('mailto:…' or 'javascript:…' is no website).
 */
export function withWebScheme(typed: string): string {
  const text = typed.trim();
  return text === '' || SCHEME.test(text) ? text : `https://${text}`;
}

export const WEBSITE_INVALID = 'Enter a website address, such as studio.example.';
/** Under a website field the forms leave optional. */
export const WEBSITE_HINT = 'Optional, e.g. studio.example';

/**
 * A website field that may be left empty (a collaboration's company website): empty is none, a bare
 * domain gets https://, and what is kept is an http(s) link, as the database's check wants it.
 * The client's forms and the server's requests parse it with this one schema.
 */
export const ZOptionalWebsite = z
  .string()
  .nullable()
  .transform((typed) => (typed === null ? null : withWebScheme(typed) || null))
  .pipe(
    z
      .url({ protocol: /^https?$/, error: WEBSITE_INVALID })
      // 'http:/x' parses as a URL, but is not a link anyone meant.
      .regex(/^https?:\/\//i, WEBSITE_INVALID)
      .max(LIMITS.urlMax, `At most ${LIMITS.urlMax} characters.`)
      .nullable(),
  );
