import type { Context } from 'hono';
import { ZImportCsv } from '#common/schemas/color.ts';
import { AppError } from '#server/errors.ts';

/** A CSV file sent as the request's body (text/csv, else 415; empty, 400); the body limit caps its size. */
export async function csvBody(c: Context): Promise<string> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'text/csv') throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as text/csv.');
  const parsed = ZImportCsv.safeParse(await c.req.text());
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'The file is empty.');
  return parsed.data;
}
