// Invitation tokens and palette ids are secrets (whoever holds one may open what it names), so
// paths leave the page or reach the logs with them replaced.
const INVITE_TOKEN = /(\/invite\/)[^/]+/g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** '/invite/Abc…' -> '/invite/:token', '/palette/5f0c…' -> '/palette/:id'. */
export function redactPath(pathname: string): string {
  return pathname.replace(INVITE_TOKEN, '$1:token').replace(UUID, ':id');
}
