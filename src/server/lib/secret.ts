import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newRandomToken } from './random-token';

/**
 * The signing secret for session cookies: AUTH_SECRET when given, otherwise one generated on
 * first start and kept in the data directory, so the embedded setup needs no configuration.
 */
export function resolveAuthSecret(options: { configured: string | null; dataDir: string }): string {
  if (options.configured) return options.configured;
  const file = path.join(options.dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(options.dataDir, { recursive: true });
  const secret = newRandomToken();
  // 'wx' fails if another process created the file first; then that one's secret wins.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
