import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

// The real entry point, as `npm start` runs it (without the client build). Every wait below is
// for an event (the "listening" log line, the process's exit), bounded generously so a loaded
// machine is slow rather than red, and every server started is killed when its test ends,
// passes or not, and when this worker exits.
const READY_MS = 90_000;
const STOP_MS = 30_000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'palette-boot-'));

const running = new Set<ChildProcess>();
const killRunning = () => running.forEach((child) => child.kill('SIGKILL'));
process.on('exit', killRunning);
// A test that timed out keeps running in the background: it must not start a server once the
// file's hooks are done.
let finished = false;

afterEach(async () => {
  const exits = [...running].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  killRunning();
  await Promise.all(exits);
});
afterAll(() => {
  finished = true;
  process.off('exit', killRunning);
  rmSync(dataDir, { recursive: true, force: true });
});

/** A port nothing listens on now (the OS picks it). */
async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Rejects after `ms` naming what did not happen, with the server's output so far. */
function within<T>(ms: number, what: string, promise: Promise<T>, output: () => string) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} not within ${ms} ms:\n${output()}`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function start(env: Record<string, string> = {}) {
  const port = await freePort();
  if (finished) throw new Error('the tests are over');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Registered before anything is awaited: a failed or timed-out test still kills it.
  running.add(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const listening = new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes('"msg":"listening"')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  // Awaited through ready(); a test that ends before asking must not leave it unhandled.
  listening.catch(() => undefined);
  const read = () => output;
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    origin: `http://localhost:${port}`,
    ready: () => within(READY_MS, 'the "listening" log line', listening, read),
    exited: () => within(STOP_MS, 'the exit', exited, read),
    output: read,
  };
}

async function stop(server: Awaited<ReturnType<typeof start>>) {
  server.child.kill('SIGTERM');
  return server.exited();
}

describe('the server process', () => {
  it('starts with nothing configured, keeps its secret, and shuts down cleanly on SIGTERM', { timeout: 2 * READY_MS + 3 * STOP_MS }, async () => {
    const first = await start();
    await first.ready();
    expect(statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
    const post = (route: string, body: unknown) =>
      fetch(`${first.base}/api/auth/${route}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: first.origin }, body: JSON.stringify(body) });
    expect((await post('sign-up/email', { email: 'boot@example.com', password: 'boot-password', name: 'Boot' })).status).toBe(200);
    // Without SMTP_URL the confirmation mail goes to the log (README), where a developer follows it.
    const token = await within(READY_MS, 'the confirmation mail in the log', (async () => {
      for (;;) {
        const found = /\/confirm-email\?token=([\w-]+)/.exec(first.output())?.[1];
        if (found) return found;
        await new Promise((resolve) => first.child.stdout?.once('data', resolve));
      }
    })(), first.output);
    expect((await post('reset-password', { newPassword: 'boot-password', token })).status).toBe(200);
    const signIn = await post('sign-in/email', { email: 'boot@example.com', password: 'boot-password' });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    // Same data directory: the database reopens and the session cookie is still valid.
    const second = await start();
    await second.ready();
    const me = await fetch(`${second.base}/api/user/email/boot@example.com`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ name: 'Boot' });
    expect(await stop(second)).toBe(0);
  });

  it('refuses to start on a bad setting, naming the variable', { timeout: READY_MS + STOP_MS }, async () => {
    const bad = await start({ PORT: 'eighty' });
    await expect(bad.ready()).rejects.toThrow(/PORT/);
    expect(await bad.exited()).toBe(1);
  });
});
