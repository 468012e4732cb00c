import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry point, as `npm start` runs it (without the client build).
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'palette-boot-'));
const port = 40_000 + Math.floor(Math.random() * 10_000);
const base = `http://127.0.0.1:${port}`;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => output.includes('"msg":"listening"') && resolve());
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, listening, exited, output: () => output };
}

async function stop(child: ChildProcess, exited: Promise<number | null>) {
  child.kill('SIGTERM');
  return exited;
}

describe('the server process', () => {
  it('starts with nothing configured, keeps its secret, and shuts down cleanly on SIGTERM', async () => {
    const first = start();
    await first.listening;
    expect(statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: 'boot@example.com', password: 'boot-password', name: 'Boot' }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect(await stop(first.child, first.exited)).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    // Same data directory: the database reopens and the session cookie is still valid.
    const second = start();
    await second.listening;
    const me = await fetch(`${base}/api/user/email/boot@example.com`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ name: 'Boot' });
    expect(await stop(second.child, second.exited)).toBe(0);
  });

  it('refuses to start on a bad setting, naming the variable', async () => {
    const bad = start({ PORT: 'eighty' });
    await expect(bad.listening).rejects.toThrow(/PORT/);
    expect(await bad.exited).toBe(1);
  });
});
