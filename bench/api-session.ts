// A person using the API as the browser does: a cookie jar, the page's Origin, and an account
// signed up, confirmed by its mailed link and signed in (src/server/test/http-browser.ts).
import type { TUser } from '#common/schemas/user.ts';
import { type HttpBrowser, signedUpOverHttp } from '#server/test/http-browser.ts';
import type { BenchServer } from './bench-server';

export { type Answer, expectStatus, type Request } from '#server/test/http-browser.ts';

export function signedUp(options: { server: BenchServer; email: string; name: string }): Promise<HttpBrowser & { user: TUser }> {
  const { server, email, name } = options;
  return signedUpOverHttp({ baseUrl: server.baseUrl, smtp: server.smtp, email, name, password: 'bench-password-1' });
}
