import type { Logger } from 'pino';
import { type Database, openDatabase } from '#server/db/client.ts';
import { openJobQueue, unsentMail } from '#server/jobs/job-queue.ts';

/**
 * Queues again, in the PostgreSQL database at `targetUrl`, the mail the embedded database's queue
 * had not sent yet (a queue's own tables are not copied by the move: their jobs belong to the
 * process that worked them). Returns how many; the app started on the target sends them.
 */
export async function carryUnsentMail(options: { source: Database; targetUrl: string; logger: Logger }): Promise<number> {
  const mail = await unsentMail(options.source.sql);
  if (mail.length === 0) return 0;
  const target = await openDatabase({ kind: 'postgres', url: options.targetUrl });
  try {
    const jobs = await openJobQueue({ database: target, logger: options.logger, schedules: false });
    for (const message of mail) await jobs.mailer.send(message);
    await jobs.stop();
  } finally {
    await target.close();
  }
  return mail.length;
}
