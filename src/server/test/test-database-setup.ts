// Vitest global set-up of the API test projects: migrates one database per run, with the job
// queue's schema installed, for every test file to start from (test-database.ts). Migrating and
// installing pg-boss cost each file 20 s and more on PGlite under load; loading the snapshot, or
// copying the template on PostgreSQL, a few seconds at most. The test files find it through
// vitest's provide/inject (test-database.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.ts';
import { openJobQueue } from '#server/jobs/job-queue.ts';
import { createEmptyPostgresDatabase } from './postgres-database';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const logger = pino({ level: 'silent' });
  if (project.config.env.TEST_DB === 'postgres') {
    const template = await createEmptyPostgresDatabase({ adminUrl: process.env.TEST_DATABASE_URL, prefix: 'test_template' });
    const database = await openDatabase({ kind: 'postgres', url: template.url });
    const jobs = await openJobQueue({ database, logger, schedules: false });
    await jobs.stop();
    await database.close();
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    return () => template.drop();
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const jobs = await openJobQueue({ database, logger, schedules: false });
  await jobs.stop();
  const snapshot = await database.snapshot?.();
  await database.close();
  if (!snapshot) throw new Error('the embedded database gave no snapshot');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'test-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
