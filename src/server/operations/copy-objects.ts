import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { OBJECT_PREFIXES, type ObjectStore } from '#server/features/objects/index.ts';

export interface ObjectCopyReport {
  copied: number;
  bytes: number;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/**
 * Copies every stored object (avatars and pending uploads; unfinished multipart uploads are left
 * behind: their browsers start again) from one store to another under the same key and type, then
 * reads each back from the target and compares its SHA-256 with the source's. Copying again
 * overwrites with the same bytes, so a move that failed part-way can simply be run again.
 */
export async function copyObjects(options: { from: ObjectStore; to: ObjectStore }): Promise<ObjectCopyReport> {
  const { from, to } = options;
  const report: ObjectCopyReport = { copied: 0, bytes: 0 };
  for (const prefix of OBJECT_PREFIXES) {
    for await (const object of from.list(prefix)) {
      const source = await from.open(object.key);
      if (!source) continue;
      const content = await readAll(source.body);
      await to.write(object.key, content, source.contentType);
      const copy = await to.open(object.key);
      const copied = copy ? await readAll(copy.body) : null;
      if (!copied || sha256(copied) !== sha256(content)) {
        throw new Error(`${object.key}: the copy in the target store does not match the original (SHA-256).`);
      }
      report.copied += 1;
      report.bytes += content.length;
    }
  }
  return report;
}
