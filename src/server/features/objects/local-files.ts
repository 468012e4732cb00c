import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The body went past the size the upload was signed for. */
export class TooLargeError extends Error {}

/**
 * Streams a body to `file`, never holding more than a chunk in memory, and stops as soon as it
 * passes `maxBytes`. The file appears whole or not at all (written aside, then renamed); a
 * leftover `.partial` from a crash sits beside it and is swept with the pending uploads.
 */
export async function streamToFile(body: Readable, file: string, maxBytes: number): Promise<{ size: number; md5: string }> {
  const hash = createHash('md5');
  let size = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new TooLargeError());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    await pipeline(body, cap, createWriteStream(partial, { flags: 'wx' }));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { size, md5: hash.digest('hex') };
}

/** Removes now-empty folders from `dir` up to (not including) `root`; busy ones stay. */
export async function pruneEmptyFolders(dir: string, root: string): Promise<void> {
  for (let current = dir; current.startsWith(`${root}${path.sep}`); current = path.dirname(current)) {
    try {
      await rmdir(current);
    } catch {
      return;
    }
  }
}
