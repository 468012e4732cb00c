import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUEUE_NAMES } from './jobs/job-queue';
import { PACKAGE_ROOT } from './paths';

// Issue 43: docs/architecture.md says what the code has. Each list below is read from the code,
// so a new feature folder, route group, queue or mail sender fails here until the page names it.

const page = readFileSync(path.join(PACKAGE_ROOT, 'docs', 'architecture.md'), 'utf8');
const source = (file: string) => readFileSync(path.join(PACKAGE_ROOT, file), 'utf8');

/** The page's text from a heading to the next heading of that level or higher. */
function section(heading: string): string {
  const start = page.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no "${heading}"`);
  const level = heading.split(' ')[0] ?? '';
  const rest = page.slice(start + heading.length + 2);
  const next = rest.search(new RegExp(`\\n#{1,${level.length}} `));
  return next < 0 ? rest : rest.slice(0, next);
}

/** The first column of a section's tables: `| \`name\` |`. */
const tableNames = (text: string) => [...text.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1] ?? '');

const folders = (dir: string) =>
  readdirSync(path.join(PACKAGE_ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Source files (TypeScript and React, not tests) under a folder. */
function sources(dir: string): string[] {
  return readdirSync(path.join(PACKAGE_ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|pg-test|cluster-test)\.tsx?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}

describe('docs/architecture.md', () => {
  it.each([
    ['### Server: `src/server/features/`', 'src/server/features'],
    ['### Client: `src/client/features/`', 'src/client/features'],
    ['### Client: `src/client/components/`', 'src/client/components'],
  ])('names every feature folder in its table under "%s"', (heading, dir) => {
    expect(
      tableNames(section(heading))
        .filter((name) => !name.includes('/'))
        .sort(),
    ).toEqual(folders(dir));
  });

  it("lists the API's route groups in the order app.ts mounts them", () => {
    const mounted = [...source('src/server/app.ts').matchAll(/\.route\('\/', (\w+)Routes\b/g)]
      .map((match) => (match[1] ?? '').replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`))
      .filter((name) => name !== 'api docs');
    const listed = /The feature routes[^,]*, in this order: ([^.]+)\./.exec(page.replace(/\s+/g, ' '))?.[1]?.split(', ');
    expect(listed).toEqual(mounted);
  });

  it('names every feature that has a policy.ts', () => {
    const withPolicy = folders('src/server/features').filter((name) =>
      readdirSync(path.join(PACKAGE_ROOT, 'src/server/features', name)).includes('policy.ts'),
    );
    const listed = /`policy\.ts` holds the access rules \(([^)]+)\)/.exec(page)?.[1];
    expect(listed?.split(', ').map((name) => name.replaceAll('`', ''))).toEqual(withPolicy);
  });

  it('names every job queue, and how many there are', () => {
    const background = section('## Background work');
    expect(tableNames(background).sort()).toEqual([...QUEUE_NAMES].sort());
    const count = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'][QUEUE_NAMES.length];
    expect(background).toContain(`It creates ${count} queues`);
  });

  it('names every file that sends mail (those that write one of the mail texts)', () => {
    const senders = sources('src/server')
      .filter((file) => !file.startsWith('src/server/mail/'))
      .filter((file) => /from '(?:[./]+|#server\/)mail\/templates(?:\.ts)?'/.test(source(file)));
    expect(senders.length).toBeGreaterThan(0);
    const named = section('## Background work');
    expect(senders.filter((file) => !named.includes(`\`${file}\``))).toEqual([]);
  });
});

/**
 * Which other features each feature of `dir` imports (its source files, tests aside), by the
 * imports (relative, or package.json's `#…/`) that reach into another feature's folder.
 */
function featureImports(dir: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const feature of folders(dir)) {
    const imported = new Set<string>();
    for (const file of sources(path.posix.join(dir, feature))) {
      for (const [, target = ''] of source(file).matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+|#(?:common|server|client)\/[^']+)'/g)) {
        // package.json's imports: #server/… is src/server/…
        const resolved = target.startsWith('#') ? `src/${target.slice(1)}` : path.posix.join(path.posix.dirname(file), target);
        const [other] = path.posix.relative(dir, resolved).split('/');
        if (other && other !== feature && !other.startsWith('..')) imported.add(other);
      }
    }
    graph.set(feature, imported);
  }
  return graph;
}

/** A chain of features that leads back to its first one, if the graph has any. */
function cycleIn(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] | null {
  const done = new Set<string>();
  const visit = (feature: string, trail: string[]): string[] | null => {
    if (trail.includes(feature)) return [...trail.slice(trail.indexOf(feature)), feature];
    if (done.has(feature)) return null;
    for (const next of graph.get(feature) ?? []) {
      const cycle = visit(next, [...trail, feature]);
      if (cycle) return cycle;
    }
    done.add(feature);
    return null;
  };
  for (const feature of graph.keys()) {
    const cycle = visit(feature, []);
    if (cycle) return cycle;
  }
  return null;
}

// Issue 43: features stand on floors. Lint refuses a cycle of files (import/no-cycle); this refuses
// a cycle of features, which files need not close (auth used user's queries while user used auth's
// hooks): what two features share lives below both.
// (On the client a feature reaches another only through its api/ hooks, so there are few.)
describe.each([
  ['src/client/features', 1],
  ['src/server/features', 10],
])('the features of %s', (dir, fewest) => {
  it('import each other one way only, with no cycle through several', () => {
    const graph = featureImports(dir);
    // Read at all: the features do import each other, one way.
    expect([...graph.values()].reduce((sum, imported) => sum + imported.size, 0)).toBeGreaterThan(fewest);
    expect(cycleIn(graph)).toBeNull();
  });

  it('are told apart from a cycle by this test', () => {
    expect(
      cycleIn(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['c'])],
          ['c', new Set(['a'])],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
    expect(
      cycleIn(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set<string>()],
        ]),
      ),
    ).toBeNull();
  });
});

// Issue 43: a client feature is its screens. Its index gives them to the app (the router, the
// header's profile dialog, the providers' sign-in dialog) and nothing else: what another feature
// would import lives in components/ or lib/, which lint's floor rule keeps below the features.
describe('the client features', () => {
  it.each(folders('src/client/features'))('%s exports only screens and dialogs from its index', (feature) => {
    const exported = [...source(`src/client/features/${feature}/index.ts`).matchAll(/export \{([^}]+)\}/g)].flatMap((match) =>
      (match[1] ?? '').split(',').map((name) => name.trim()),
    );
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.filter((name) => !/^[A-Z]\w*(Screen|Dialog)$/.test(name))).toEqual([]);
  });
});

describe('docs/decisions', () => {
  const dir = path.join(PACKAGE_ROOT, 'docs', 'decisions');
  const records = readdirSync(dir).filter((file) => /^\d{3}-.+\.md$/.test(file));
  const index = readFileSync(path.join(dir, 'README.md'), 'utf8');

  it.each(records)('%s says its status and date, and the index gives the same status', (file) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const status = /^- Status: (accepted|superseded by \d{3}|accepted; .+ superseded by (\d{3}))$/m.exec(text);
    expect(status, 'a "- Status:" line').not.toBeNull();
    expect(text).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/m);
    const row = index.split('\n').find((line) => line.includes(`](${file})`));
    const said = status?.[2] ? `partly superseded by ${status[2]}` : status?.[1];
    expect(row?.endsWith(`| ${said} |`), `the index's row for ${file} ends with its status`).toBe(true);
  });
});
