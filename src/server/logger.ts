import pino from 'pino';
import { redactPath } from '../common/redact-path';
import type { Config } from './config';

/** Every line's `path` is redacted (invitation tokens, palette ids), whoever logs it. */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream) {
  const options = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: { path: redactPath },
  };
  return destination ? pino(options, destination) : pino(options);
}
