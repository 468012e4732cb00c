// Invitation tokens, shopping list link tokens and palette ids are secrets (whoever holds one may
// open what it names), so paths leave the page or reach the logs with them replaced.
const TOKEN = /(\/invite\/|\/shopping\/|\/shopping-list\/shared\/)[^/]+/g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** '/invite/Abc…' -> '/invite/:token', '/shopping/Abc…' -> '/shopping/:token', '/palette/5f0c…' -> '/palette/:id'. */
export function redactPath(pathname: string): string {
  return pathname.replace(TOKEN, '$1:token').replace(UUID, ':id');
}
