import type { OpenAPIV3_1 } from 'openapi-types';
import { assertAnswerMatches, type Contract, compileContract, type ReceivedResponse } from '#common/test/openapi-contract.ts';
import type { App } from '#server/app.ts';

export type { ReceivedResponse } from '#common/test/openapi-contract.ts';

// One document per app (an app's title follows its configuration); one compilation per document.
const contracts = new WeakMap<App, Promise<Contract>>();
const compiledByText = new Map<string, Contract>();

function contractOf(app: App): Promise<Contract> {
  let contract = contracts.get(app);
  if (!contract) {
    contract = (async () => {
      const res = await app.request('/api/openapi.json');
      if (res.status !== 200) throw new Error(`/api/openapi.json answered ${res.status}`);
      const text = await res.text();
      let compiledContract = compiledByText.get(text);
      if (!compiledContract) {
        compiledContract = compileContract(JSON.parse(text) as OpenAPIV3_1.Document);
        compiledByText.set(text, compiledContract);
      }
      return compiledContract;
    })();
    contracts.set(app, contract);
  }
  return contract;
}

/** Checks an answer of `app` against its own /api/openapi.json (assertAnswerMatches). */
export async function assertMatchesContract(app: App, received: ReceivedResponse): Promise<void> {
  const path = received.url.split('?')[0] ?? received.url;
  if (!path.startsWith('/api/')) return;
  assertAnswerMatches(await contractOf(app), received);
}
