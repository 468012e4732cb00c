// @ts-check
// The journeys split into runs that take about as long as each other (npm test runs two side by
// side on PostgreSQL). Playwright's --shard splits by test count in file order, which put the
// accessibility scans (a third of all the journeys' time) and half the rest in one run: 7:00
// against 5:47. Here each spec file goes, longest first, to the run with the least time so far,
// by its seconds in e2e/spec-seconds.json (measured as CI runs them, three runs sharing two cores:
// alone, the accessibility scans take 68 s of 341, beside the others 147 of 557, and the split by
// the quiet figures left one run half a minute behind); a file not listed counts as the median of
// the listed files that are there.

/**
 * @param {string[]} files spec files, e.g. 'e2e/a11y.spec.ts'
 * @param {Record<string, number>} seconds measured seconds by file
 * @param {number} runs how many runs
 * @returns {string[][]} the files of each run, every file in exactly one
 */
export function splitSpecs(files, seconds, runs) {
  const known = files.flatMap((file) => (file in seconds ? [seconds[file] ?? 0] : [])).sort((a, b) => a - b);
  const median = known.length > 0 ? (known[Math.floor((known.length - 1) / 2)] ?? 0) : 1;
  const weight = (/** @type {string} */ file) => seconds[file] ?? median;
  const split = Array.from({ length: runs }, () => ({ files: /** @type {string[]} */ ([]), total: 0 }));
  const longestFirst = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = split.reduce((a, b) => (b.total < a.total ? b : a));
    lightest.files.push(file);
    lightest.total += weight(file);
  }
  return split.map((run) => run.files.sort());
}

/** A spec file as a Playwright file filter that names it alone (filters are regular expressions over the path). */
export function onlyFile(/** @type {string} */ file) {
  return `${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
}
