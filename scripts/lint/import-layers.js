// ESLint rule `layers/imports`: the layer table of ARCHITECTURE.md ("Layers")
// as a check of every import. Each layer names the folders its files live
// in and what they may not import: folders of the repository (matched on the
// path the import resolves to, so `../supply/changes` from server/grid is
// server/supply/changes, which a pattern on the import's text could not
// tell) and packages (React in the server...). A file gets the rules of
// every layer it lives in (server/grid is the server and a generic part).
// The table itself is in eslint.config.js; tests/unit/lint/layers.test.ts
// proves it refuses each break it was written for.
import path from 'node:path';

/** `server/grid/` holds `server/grid/x.ts` and `server/grid` itself. */
const inFolder = (file, folder) => file === folder.replace(/\/$/, '') || file.startsWith(folder.endsWith('/') ? folder : `${folder}/`);

/** The repository path (posix, no extension) an import names, or null for a package. */
function targetOf(spec, filename, root) {
  if (!spec.startsWith('.')) return null;
  const resolved = path.relative(root, path.resolve(path.dirname(filename), spec)).split(path.sep).join('/');
  return resolved.replace(/\.(ts|tsx|js|mjs|cjs|json)$/, '');
}

function problemOf(layer, spec, target) {
  if (target === null) {
    const refused = (layer.packages ?? []).find((p) => new RegExp(p).test(spec));
    return refused ? `the package "${spec}"` : null;
  }
  if (target.startsWith('..')) return null;
  if ((layer.allow ?? []).some((f) => inFolder(target, f))) return null;
  if ((layer.forbid ?? []).some((f) => inFolder(target, f))) return target;
  if (layer.only && !layer.only.some((f) => inFolder(target, f))) return target;
  return null;
}

export const importLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports only what the layer table of ARCHITECTURE.md allows' },
    schema: [{ type: 'array' }],
    messages: { refused: '{{layer}} may not import {{what}}: {{because}} (ARCHITECTURE.md, "Layers")' },
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const layers = (context.options[0] ?? []).filter((l) => l.files.some((f) => inFolder(file, f)) && !(l.except ?? []).some((f) => inFolder(file, f)));
    if (layers.length === 0) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      const target = targetOf(spec, context.filename, root);
      for (const layer of layers) {
        const what = problemOf(layer, spec, target);
        if (what) context.report({ node: source, messageId: 'refused', data: { layer: layer.name, what, because: layer.because } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { imports: importLayers } };
