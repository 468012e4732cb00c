import path from 'node:path';

// Layering (docs/decisions/002-layout-and-boundaries.md), checked on resolved paths so that
// relative imports and the `#…/` aliases cannot slip past:
// - src/common imports nothing from client or server;
// - the client never imports server code, the server never imports client code;
// - on the server a feature imports another feature only through its `index.ts`;
// - the client stands on floors, each importing only its own and those below it: lib/ (hooks,
//   contexts, the api client) < components/ (what several features show) < features/ (screens)
//   < app/ (the shell, the providers, the router); a client feature reaches another only through
//   its `api/` files (fetcher + queryOptions + hook), and its index.ts exports its screens to the
//   app (issue 43). Tests and the test helpers (`test/` folders, `test-*.ts` files) compose from every floor.
// - a relative import stays within its feature, and outside one climbs at most one folder:
//   anything further is named by its alias (package.json `imports`, issue 43).
const SRC = path.resolve('src');
/** package.json's `imports`: `#common/…`, `#server/…` and `#client/…` name files under src (issue 43); `#scripts/…` and `#data/…` the folders beside it. */
const ALIASES = ['common', 'server', 'client'].map((layer) => [`#${layer}/`, path.join(SRC, layer)]);

function locate(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..')) return null;
  const [layer, ...rest] = rel.split(path.sep);
  const feature = rest[0] === 'features' ? rest[1] : null;
  const inFeature = feature ? rest.slice(2).join('/') : null;
  return { layer, feature, inFeature };
}

function isPublicFace(layer, inFeature) {
  if (layer === 'client') return inFeature.startsWith('api/');
  return /^index\.tsx?$/.test(inFeature) || inFeature === '';
}

/** The client's floors, lowest first; a file of src/client outside them (main.tsx) is the top. */
const CLIENT_FLOORS = ['lib', 'components', 'features', 'app'];
function clientFloor(file) {
  const [layer, floor] = path.relative(SRC, file).split(path.sep);
  if (layer !== 'client') return null;
  const index = CLIENT_FLOORS.indexOf(floor);
  return index === -1 ? CLIENT_FLOORS.length : index;
}
const isTestFile = (file) => /\.test\.tsx?$|(^|[\\/])test-[^\\/]+\.tsx?$/.test(file) || file.split(path.sep).includes('test');

// The plugin's rules (oxlint's JS plugins take ESLint's rule API; decision 036).
export default {
  meta: { name: 'local' },
  rules: {
    // Transactions go through inTransaction, which repeats one that failed for a transient reason
    // (.oxlintrc.json turns this on for the server, apart from transaction.ts and the tests).
    'in-transaction': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        return {
          CallExpression(node) {
            const callee = node.callee;
            if (callee.type !== 'MemberExpression' || callee.computed || callee.property.name !== 'transaction') return;
            context.report({
              node,
              message: 'Use inTransaction(db, work) from src/server/db/transaction.ts: it retries transient failures once.',
            });
          },
        };
      },
    },
    boundaries: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = locate(context.filename);
        if (!from) return {};
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string') return;
          const aliased = ALIASES.find(([prefix]) => source.startsWith(prefix));
          if (!aliased && !source.startsWith('.')) return;
          const target = aliased
            ? path.join(aliased[1], source.slice(aliased[0].length))
            : path.resolve(path.dirname(context.filename), source);
          const to = locate(target);
          // Relative imports stay within a feature, or climb one folder outside one (issue 43).
          const leaves = from.feature ? !to || to.layer !== from.layer || to.feature !== from.feature : source.startsWith('../../');
          if (!aliased && leaves) {
            context.report({
              node,
              message: `'${source}' ${from.feature ? `leaves feature '${from.feature}'` : 'climbs two folders'}: import it by its alias (#common/, #server/, #client/, #scripts/, #data/).`,
            });
            return;
          }
          if (!to) return;
          const floors = [clientFloor(context.filename), clientFloor(target)];
          let message = null;
          if (from.layer === 'common' && to.layer !== 'common') message = 'src/common must not import client or server code.';
          else if (from.layer === 'client' && to.layer === 'server') message = 'The client bundle must not contain server code.';
          else if (from.layer === 'server' && to.layer === 'client') message = 'Server code must not import the client.';
          else if (
            from.feature &&
            to.feature &&
            from.layer === to.layer &&
            from.feature !== to.feature &&
            !isPublicFace(to.layer, to.inFeature)
          ) {
            message = `Feature '${from.feature}' reaches into '${to.feature}' internals; ${to.layer === 'client' ? 'use its api/, or move what both need into components/ or lib/' : 'use its index.ts'}.`;
          } else if (floors[0] !== null && floors[1] !== null && floors[1] > floors[0] && !isTestFile(context.filename)) {
            message = `src/client/${CLIENT_FLOORS[floors[0]]} stands below ${CLIENT_FLOORS[floors[1]] ?? 'the entry'}: move what both need down.`;
          }
          if (message) context.report({ node, message });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};
