import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPalette } from '#common/schemas/palette.ts';
import { PACKAGE_ROOT } from './paths';
import { eventually } from './test/eventually';
import { signedUpOverHttp } from './test/http-browser';
import { createEmptyPostgresDatabase } from './test/postgres-database';
import { freePort, READY_MS, type ServerProcess, startServer, stopServer, within } from './test/server-process';
import { startSmtpCapture } from './test/smtp-capture';
import { type StorageDriver, startS3 } from './test/storage-drivers';

// npm run test:cluster: two instances of the app on one PostgreSQL database and one object store,
// behind HAProxy (Debian's package; .ci/run installs it), as a brand runs it at scale.
const PASSWORD = 'cluster-password-1';
const ADMIN = 'curator@example.com';
const work = mkdtempSync(path.join(os.tmpdir(), 'palette-proxy-'));
let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let s3: StorageDriver;
let proxy: ChildProcess;
let proxyUrl = '';
const ports = { a: 0, b: 0 };
const instances: Record<'a' | 'b', ServerProcess | null> = { a: null, b: null };

function instanceEnv(name: 'a' | 'b'): Record<string, string> {
  return {
    PORT: String(ports[name]),
    NODE_ENV: 'production',
    PUBLIC_URL: proxyUrl,
    DATABASE_URL: database.url,
    // Nothing on a disk of its own: each instance gets an empty folder.
    DATA_DIR: mkdtempSync(path.join(work, `data-${name}-`)),
    AUTH_SECRET: 'cluster-secret-cluster-secret-cluster-0',
    TRUST_PROXY: 'true',
    SMTP_URL: smtp.url,
    ADMIN_EMAILS: ADMIN,
    AUTH_RATE_LIMIT_MAX: '1000',
    WEB_CONCURRENCY: '1',
    // Longer than HAProxy takes to see readiness fail (docs/deploy/haproxy.cfg: two checks, 100 ms apart).
    SHUTDOWN_DELAY_SECONDS: '1',
    ...s3.env,
  };
}

async function startInstance(name: 'a' | 'b') {
  const server = await startServer(instanceEnv(name), { forTheFile: true });
  await server.ready();
  instances[name] = server;
}

/** The documented HAProxy configuration (docs/deploy/haproxy.cfg) with this test's addresses. */
function haproxyConfig(port: number) {
  const template = readFileSync(path.join(PACKAGE_ROOT, 'docs', 'deploy', 'haproxy.cfg'), 'utf8');
  const addresses: Record<string, string> = {
    PROXY_ADDRESS: `127.0.0.1:${port}`,
    INSTANCE_A: `127.0.0.1:${ports.a}`,
    INSTANCE_B: `127.0.0.1:${ports.b}`,
  };
  return template.replace(/\$\{(\w+)\}/g, (_, name: string) => addresses[name] ?? `\${${name}}`);
}

let people = 0;
/** A new person, each step through `baseUrl` (the proxy, or one instance) as a page of the proxy's address. */
function signedUp(email = `painter${(people += 1)}-${Date.now()}@example.com`, baseUrl = proxyUrl) {
  return signedUpOverHttp({ baseUrl, origin: proxyUrl, smtp, email, password: PASSWORD });
}

/** Until HAProxy sends requests to `name` (its health check saw the instance ready). */
async function untilProxyUses(name: 'a' | 'b') {
  await within(
    READY_MS,
    `HAProxy sending to ${name}`,
    (async () => {
      for (;;) {
        const res = await fetch(`${proxyUrl}/api/health/live`);
        await res.text();
        if (res.headers.get('x-served-by') === name) return;
      }
    })(),
    () => '',
  );
}

beforeAll(async () => {
  database = await createEmptyPostgresDatabase({ adminUrl: process.env.TEST_DATABASE_URL, prefix: 'test_proxy' });
  smtp = await startSmtpCapture();
  s3 = await startS3();
  ports.a = await freePort();
  ports.b = await freePort();
  const proxyPort = await freePort();
  proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const config = path.join(work, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(proxyPort));
  proxy = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  await startInstance('a');
  await startInstance('b');
  await untilProxyUses('a');
  await untilProxyUses('b');
}, 3 * READY_MS);

afterAll(async () => {
  proxy?.kill('SIGKILL');
  for (const server of Object.values(instances)) if (server) await stopServer(server).catch(() => undefined);
  await s3?.stop();
  await smtp?.close();
  await database?.drop();
  rmSync(work, { recursive: true, force: true });
});

describe('two instances behind HAProxy', () => {
  it('serves a session made through one instance from the other', async () => {
    const painter = await signedUp(undefined, `http://127.0.0.1:${ports.a}`);
    const created = await painter.request<TPalette>(
      'POST',
      '/api/palettes',
      { name: 'Made on A', medium: 'Watercolor', userId: painter.user.id },
      `http://127.0.0.1:${ports.a}`,
    );
    expect(created.status).toBe(201);
    const onB = await painter.request<TPalette[]>('GET', '/api/palettes/user', undefined, `http://127.0.0.1:${ports.b}`);
    expect(onB.status).toBe(200);
    expect(onB.body.map((p) => p.name)).toContain('Made on A');
    // Through the proxy (round robin), both instances answer the same person.
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await painter.request<TPalette[]>('GET', '/api/palettes/user', undefined, proxyUrl));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.headers.get('x-served-by')))).toEqual(new Set(['a', 'b']));
  });

  it('counts rate limits across both instances', async () => {
    const painter = await signedUp();
    const event = { name: 'page_view', path: '/palettes' };
    // 120 events per visitor per 10 minutes, half through each instance: the 121st is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1) {
      const at = `http://127.0.0.1:${i % 2 === 0 ? ports.a : ports.b}`;
      statuses.push((await painter.request('POST', '/api/analytics/events', event, at)).status);
    }
    expect(statuses.slice(0, 120)).toEqual(Array(120).fill(204));
    expect(statuses[120]).toBe(429);
  });

  it('sends each mail once, whichever instance queued it, and schedules the scheduled work once for both', async () => {
    const addresses = Array.from({ length: 10 }, (_, i) => `queued${i}-${Date.now()}@example.com`);
    // Each sign-up waits for its confirmation mail: queued by the instance it went through, sent by either.
    await Promise.all(addresses.map((email, i) => signedUp(email, `http://127.0.0.1:${i % 2 ? ports.a : ports.b}`)));
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      // Once every mail job is recorded done, no second copy can still be on its way.
      await eventually(async () => {
        const { rows: open } = await db.query(
          `select state, count(*)::int as n from pgboss.job where name = 'mail' and state <> 'completed' group by state`,
        );
        expect(open).toEqual([]);
      });
      const { rows: schedules } = await db.query('select name, cron from pgboss.schedule order by name');
      expect(schedules).toEqual([
        { name: 'insights-rollup', cron: '7 1 * * *' },
        { name: 'object-sweep', cron: '17 * * * *' },
        { name: 'rate-limit-cleanup', cron: '47 * * * *' },
      ]);
    } finally {
      await db.end();
    }
    for (const email of addresses) expect(smtp.mails.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it('reaches everyone with a distribution made while people sign up through both instances', { timeout: 180_000 }, async () => {
    const curator = await signedUp(ADMIN);
    const master = await curator.request<TPalette>('POST', '/api/admin/master-palettes', { name: 'Spring set', medium: 'Watercolor' });
    expect(master.status).toBe(201);
    const arriving = Array.from({ length: 8 }, () => signedUp());
    const distributed = await curator.request('PUT', `/api/admin/toggle-distribution/${master.body.id}`, { isDistributed: true });
    expect(distributed.status).toBe(200);
    const newcomers = await Promise.all([...arriving, signedUp(), signedUp()]);
    // Everyone but the curator, whose master it is: those who signed up before, during and after.
    for (const person of newcomers) {
      const mine = await person.request<TPalette[]>('GET', '/api/palettes/user');
      expect(mine.body.filter((p) => p.isPushedByAdmin && p.originalPaletteId === master.body.id)).toHaveLength(1);
    }
  });

  it('restarts each instance in turn under load without a single failed request', { timeout: 300_000 }, async () => {
    const painters = await Promise.all(Array.from({ length: 6 }, () => signedUp()));
    const palettes = await Promise.all(
      painters.map(
        async (p) =>
          (await p.request<TPalette>('POST', '/api/palettes', { name: 'Rolling', medium: 'Watercolor', userId: p.user.id })).body,
      ),
    );
    let restarting = true;
    const failures: string[] = [];
    let answered = 0;
    const servedBy = new Set<string | null>();
    // Each painter reads their library and writes their palette's notes, back to back, until both restarts are done.
    const load = painters.map(async (painter, i) => {
      for (let n = 0; restarting; n += 1) {
        try {
          const read = await painter.request('GET', '/api/palettes/user');
          const write = await painter.request('PUT', `/api/palettes/${palettes[i]?.id}`, { notes: `edit ${n}` });
          for (const [what, res] of [
            ['read', read],
            ['write', write],
          ] as const) {
            if (res.status !== 200) failures.push(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
            servedBy.add(res.headers.get('x-served-by'));
          }
          answered += 2;
        } catch (error) {
          failures.push(String(error));
        }
      }
    });
    for (const name of ['a', 'b'] as const) {
      const before = answered;
      const old = instances[name];
      if (!old) throw new Error(`instance ${name} is not running`);
      // Drained: told to stop, it answers readiness 'draining' (so HAProxy takes it out) while
      // it still serves, then finishes what it has in flight and exits cleanly.
      old.child.kill('SIGTERM');
      await old.until('draining', (text) => text.includes('"msg":"draining"'));
      const ready = await fetch(`http://127.0.0.1:${ports[name]}/api/health/ready`);
      expect({ status: ready.status, body: await ready.json() }).toMatchObject({ status: 503, body: { status: 'draining' } });
      expect((await fetch(`http://127.0.0.1:${ports[name]}/api/health/live`)).status).toBe(200);
      expect(await old.exited()).toBe(0);
      expect(old.output()).toContain('"msg":"stopped"');
      await startInstance(name);
      await untilProxyUses(name);
      expect(answered).toBeGreaterThan(before);
    }
    restarting = false;
    await Promise.all(load);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(100);
    expect(servedBy).toEqual(new Set(['a', 'b']));
  });
});
