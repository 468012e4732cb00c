// A person using the API as the browser does: a cookie jar, the page's Origin, and an account
// signed up, confirmed by its mailed link and signed in (src/server/test/http-browser.ts).
import type { TUser } from '../src/common/schemas/user';
import { type HttpBrowser, signedUpOverHttp } from '../src/server/test/http-browser';
import type { BenchServer } from './bench-server';

export { type Answer, expectStatus, type Request } from '../src/server/test/http-browser';

export function signedUp(options: { server: BenchServer; email: string; name: string }): Promise<HttpBrowser & { user: TUser }> {
  const { server, email, name } = options;
  return signedUpOverHttp({ baseUrl: server.baseUrl, smtp: server.smtp, email, name, password: 'bench-password-1' });
}
