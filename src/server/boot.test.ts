import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { READY_MS, STOP_MS, startServer, stopServer as stop, within } from './test/server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'palette-boot-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const start = (env: Record<string, string> = {}) => startServer({ DATA_DIR: dataDir, ...env });

describe('the server process', () => {
  it('starts with nothing configured, keeps its secret, and shuts down cleanly on SIGTERM', {
    timeout: 2 * READY_MS + 3 * STOP_MS,
  }, async () => {
    const first = await start();
    await first.ready();
    expect(statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
    // Idle connections outlive a proxy's (index.ts): the proxy, not the app, closes them.
    expect((await fetch(`${first.base}/api/health/live`)).headers.get('keep-alive')).toBe('timeout=65');
    const post = (route: string, body: unknown) =>
      fetch(`${first.base}/api/auth/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: first.origin },
        body: JSON.stringify(body),
      });
    expect((await post('sign-up/email', { email: 'boot@example.com', password: 'boot-password', name: 'Boot' })).status).toBe(200);
    // Without SMTP_URL the confirmation mail goes to the log (README), where a developer follows it.
    const token = await within(
      READY_MS,
      'the confirmation mail in the log',
      (async () => {
        for (;;) {
          const found = /\/confirm-email\?token=([\w-]+)/.exec(first.output())?.[1];
          if (found) return found;
          await new Promise((resolve) => first.child.stdout?.once('data', resolve));
        }
      })(),
      first.output,
    );
    expect((await post('reset-password', { newPassword: 'boot-password', token })).status).toBe(200);
    const signIn = await post('sign-in/email', { email: 'boot@example.com', password: 'boot-password' });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    // Same data directory: the database reopens and the session cookie is still valid.
    const second = await start();
    await second.ready();
    const me = await fetch(`${second.base}/api/user/email/boot@example.com`, { headers: { cookie } });
    expect(me.status).toBe(200);
    // Confirmed without the sign-up's browser (its cookie), the name is the address's (decision 013).
    expect(await me.json()).toMatchObject({ name: 'boot' });
    expect(await stop(second)).toBe(0);
  });

  it('refuses to start on a bad setting, naming the variable', { timeout: READY_MS + STOP_MS }, async () => {
    const bad = await start({ PORT: 'eighty' });
    await expect(bad.ready()).rejects.toThrow(/PORT/);
    expect(await bad.exited()).toBe(1);
  });
});
