// Invitation tokens, shopping-list links (issue 28) and palette ids are secrets (whoever holds one
// may open what it names), so paths leave the page or reach the logs with them replaced.
const INVITE_TOKEN = /(\/invite\/)[^/]+/g;
const SHOPPING_LIST_TOKEN = /(\/shopping\/|\/shopping-list\/shared\/)[^/]+/g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** '/invite/Abc…' -> '/invite/:token', '/shopping/Abc…' -> '/shopping/:token', '/palette/5f0c…' -> '/palette/:id'. */
export function redactPath(pathname: string): string {
  return pathname.replace(INVITE_TOKEN, '$1:token').replace(SHOPPING_LIST_TOKEN, '$1:token').replace(UUID, ':id');
}
