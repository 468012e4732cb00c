import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { afterAll, afterEach } from 'vitest';

// The real entry point as a child process, as `npm start` runs it (without the client build).
// Every wait is for an event (a log line, the process's exit), bounded generously so a loaded
// machine is slow rather than red, and every server started is killed when its test ends,
// passes or not, and when the test worker exits.
export const READY_MS = 90_000;
export const STOP_MS = 30_000;

const running = new Set<ChildProcess>();
/** Servers that serve every test of the file (a cluster), killed when the file ends. */
const fileLong = new Set<ChildProcess>();
const killRunning = () => running.forEach((child) => child.kill('SIGKILL'));
process.on('exit', killRunning);
// A test that timed out keeps running in the background: it must not start a server once the
// file's hooks are done.
let finished = false;

const killAndWait = async (children: ChildProcess[]) => {
  const exits = children.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  children.forEach((child) => child.kill('SIGKILL'));
  await Promise.all(exits);
};
afterEach(() => killAndWait([...running].filter((child) => !fileLong.has(child))));
afterAll(async () => {
  finished = true;
  await killAndWait([...running]);
  process.off('exit', killRunning);
});

/** A port nothing listens on now (the OS picks it). */
export async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Rejects after `ms` naming what did not happen, with the server's output so far. */
export function within<T>(ms: number, what: string, promise: Promise<T>, output: () => string) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} not within ${ms} ms:\n${output()}`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Starts the server with `env` added to this process's environment. It is killed when the test
 * ends, or with `forTheFile`, when the file's tests end.
 */
export async function startServer(env: Record<string, string> = {}, options: { forTheFile?: boolean } = {}) {
  const port = await freePort();
  if (finished) throw new Error('the tests are over');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Registered before anything is awaited: a failed or timed-out test still kills it.
  running.add(child);
  if (options.forTheFile) fileLong.add(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      fileLong.delete(child);
      resolve(code);
    }),
  );
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const read = () => output;
  /** Resolves once `test` holds for the output so far; rejects if the server exits first. */
  const until = (what: string, test: (output: string) => boolean) =>
    within(
      READY_MS,
      what,
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!test(output)) return;
          child.stdout.off('data', check);
          child.stderr.off('data', check);
          resolve();
        };
        child.stdout.on('data', check);
        child.stderr.on('data', check);
        void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
        check();
      }),
      read,
    );
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    origin: `http://localhost:${port}`,
    ready: () => until('the "listening" log line', (text) => text.includes('"msg":"listening"')),
    until,
    exited: () => within(STOP_MS, 'the exit', exited, read),
    output: read,
  };
}

export type ServerProcess = Awaited<ReturnType<typeof startServer>>;

export async function stopServer(server: ServerProcess) {
  server.child.kill('SIGTERM');
  return server.exited();
}
