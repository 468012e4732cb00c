// The real server as a separate process (production mode), as the benchmarks load it.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpCapture } from '#server/test/smtp-capture.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const READY_MS = 60_000;

export interface BenchServer {
  baseUrl: string;
  /** Mail the server sent (address confirmations), read like a mailbox. */
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server was not healthy within ${READY_MS} ms:\n${output()}`);
}

export interface SpawnedServer {
  baseUrl: string;
  /** Everything the process wrote so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs `node <args>` from the repository in production mode on a free port, with the variables
 * `env` gives for its address, and waits until its /api/health answers. `stop` sends SIGTERM and
 * waits for the exit.
 */
export async function spawnServer(args: string[], env: (baseUrl: string) => Record<string, string>): Promise<SpawnedServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env(baseUrl), PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  await waitUntilHealthy(baseUrl, child, () => output);
  return {
    baseUrl,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      process.off('exit', kill);
    },
  };
}

/** The server on PostgreSQL at `databaseUrl`, or on the embedded database in `dataDir`. */
export async function startBenchServer(
  options: ({ databaseUrl: string } | { dataDir: string }) & { env?: Record<string, string> },
): Promise<BenchServer> {
  const smtp = await startSmtpCapture();
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // As `npm start` runs it: the compiled server, built first if its sources changed.
  const server = await spawnServer([...nodeArgs, 'scripts/start.mjs'], (baseUrl) => ({
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    ...('databaseUrl' in options ? { DATABASE_URL: options.databaseUrl } : { DATA_DIR: options.dataDir }),
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: smtp.url,
    AUTH_RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'warn',
    ...options.env,
  }));
  return {
    baseUrl: server.baseUrl,
    smtp,
    async stop() {
      await server.stop();
      await smtp.close();
      // Warnings are expected (a move onto a place just taken answers 409); errors are not.
      const errors = server
        .output()
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line));
      if (errors.length > 0) process.stdout.write(`server errors:\n${errors.join('\n')}\n`);
    },
  };
}
