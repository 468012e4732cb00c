// Apps may be created inside a test (to try another configuration), where afterAll would be
// registered too late; and when test files share their worker's modules (vitest.config.ts), a hook
// registered where the harness is loaded would run for the first file only. So the harness lists
// what it opens here, and the setup file file-end.ts closes it as each test file ends.
const openDatabases: Array<() => Promise<void>> = [];

/** Closes `dispose` when the test file ends. */
export function closeWhenFileEnds(dispose: () => Promise<void>) {
  openDatabases.push(dispose);
}

export async function closeOpenDatabases() {
  await Promise.all(openDatabases.splice(0).map((dispose) => dispose()));
}
