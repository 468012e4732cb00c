import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from './test/postgres-database';
import { READY_MS, STOP_MS, startServer, stopServer } from './test/server-process';

// PostgreSQL only (vitest.config.ts): several worker processes need a database server.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'palette-cluster-'));
let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
let databaseUrl = '';

beforeAll(async () => {
  database = await createEmptyPostgresDatabase({ adminUrl: process.env.TEST_DATABASE_URL, prefix: 'test_cluster' });
  databaseUrl = database.url;
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
});

/** A GET on a connection of its own (fetch would keep one connection, so one worker, for all). */
function onNewConnection(url: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      })
      .on('error', reject);
  });
}

/** The pids of the processes that logged `message`, in order. */
function pidsThatLogged(output: string, message: string): number[] {
  return output
    .split('\n')
    .filter((line) => line.includes(`"msg":"${message}"`))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);
}

describe('WEB_CONCURRENCY', () => {
  it('serves from that many worker processes, replaces one that dies, and drains them all on SIGTERM', {
    timeout: 3 * READY_MS + STOP_MS,
  }, async () => {
    const token = 'cluster-scrape-token-0123';
    const server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, WEB_CONCURRENCY: '2', METRICS_TOKEN: token });
    await server.until('two workers listening', (output) => pidsThatLogged(output, 'listening').length === 2);
    const workers = pidsThatLogged(server.output(), 'listening');
    expect(new Set(workers).size).toBe(2);
    expect(workers).not.toContain(server.child.pid);
    // Migrations and the catalogue's import ran once, in the primary, before the workers.
    expect(server.output().match(/"msg":"paint catalogue imported"/g) ?? []).toHaveLength(1);
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);

    // Every scrape counts the whole instance's requests, whichever worker it reached: each request
    // on a connection of its own, so the primary hands them to both workers in turn.
    for (let i = 0; i < 9; i += 1) expect((await onNewConnection(`${server.base}/api/health/live`)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      const scrape = await onNewConnection(`${server.base}/metrics`, { authorization: `Bearer ${token}` });
      expect(scrape.text).toMatch(/^http_requests_total\{method="GET",route="\/api\/health\/live",status="200"\} 9$/m);
    }

    process.kill(workers[0] ?? 0, 'SIGKILL');
    await server.until('a replacement worker', (output) => pidsThatLogged(output, 'listening').length === 3);
    expect(server.output()).toContain('"msg":"worker died; starting another"');
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);

    expect(await stopServer(server)).toBe(0);
    expect(pidsThatLogged(server.output(), 'stopped')).toHaveLength(2);
    expect(server.output()).toContain('"msg":"all workers stopped"');
  });

  it('refuses more than one process on the embedded database', async () => {
    const server = await startServer({ DATA_DIR: dataDir, WEB_CONCURRENCY: '2' });
    await expect(server.ready()).rejects.toThrow(/WEB_CONCURRENCY: more than 1 needs DATABASE_URL/);
    expect(await server.exited()).toBe(1);
  });
});
