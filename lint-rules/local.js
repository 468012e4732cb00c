import path from 'node:path';

// Layering (docs/decisions/002-layout-and-boundaries.md), checked on resolved paths so that
// relative imports and the `#…/` aliases cannot slip past:
// - src/common imports nothing from client or server;
// - the client never imports server code, the server never imports client code;
// - a feature imports another feature only through its public face: `index.ts`, or on the
//   client also its `api/` files (fetcher + queryOptions + hook).
const SRC = path.resolve('src');
/** package.json's `imports`: `#common/…`, `#server/…` and `#client/…` name files under src (issue 43). */
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
  if (/^index\.tsx?$/.test(inFeature) || inFeature === '') return true;
  return layer === 'client' && inFeature.startsWith('api/');
}

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
          const to = locate(
            aliased ? path.join(aliased[1], source.slice(aliased[0].length)) : path.resolve(path.dirname(context.filename), source),
          );
          if (!to) return;
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
            message = `Feature '${from.feature}' reaches into '${to.feature}' internals; use its index.ts${to.layer === 'client' ? ' or api/' : ''}.`;
          }
          if (message) context.report({ node, message });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};
