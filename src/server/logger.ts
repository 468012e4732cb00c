import pino from 'pino';
import type { Config } from './config';

export function createLogger(config: Pick<Config, 'logLevel'>) {
  return pino({ level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] });
}
