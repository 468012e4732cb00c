import pino from 'pino';
import { redactPath } from '#common/redact-path.ts';
import type { Config } from './config';
import { requestScope } from './request-scope';

/**
 * Every line's `path` is redacted (invitation tokens, palette ids), whoever logs it. Lines go to
 * stdout asynchronously: a synchronous write per request cost an eighth of the server's CPU under
 * load (decision 016). pino flushes what is pending when the process exits. A line written while
 * a request is answered carries its `requestId` (middleware/request-id.ts).
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream) {
  const options = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: { path: redactPath },
    mixin: () => {
      const requestId = requestScope.getStore()?.requestId;
      return requestId ? { requestId } : {};
    },
  };
  return pino(options, destination ?? pino.destination({ sync: false }));
}
