/**
 * Whether an If-None-Match header names `etag`: '*', or a list of tags compared weakly (a W/
 * prefix ignored), as RFC 9110 asks of If-None-Match.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}
