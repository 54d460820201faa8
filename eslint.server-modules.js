// The server's modules (docs/architecture.md, "The server's modules"): a base of folders every
// domain may use (BASE_FOLDERS in scripts/server-structure.ts, read as text: this file is plain
// JavaScript) and domains, one folder each. Production code
// - in the base imports no domain;
// - in a domain, or at the server's root, imports another domain only through its index.ts, its
//   public face; what else a domain holds is its own.
// Tests may reach inside a domain (to set up rows through its repositories, or to fake a part).
// scripts/server-structure.test.ts holds the folders free of knots, which this rule alone cannot.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = dirname(new URL(import.meta.url).pathname);

export const BASE_FOLDERS = new Set(
  [
    ...readFileSync(new URL('./scripts/server-structure.ts', import.meta.url), 'utf8')
      .split('BASE_FOLDERS = new Set([')[1]
      .split('])')[0]
      .matchAll(/'([a-z0-9-]+)'/g),
  ].map((m) => m[1]),
);

/** The server folder a repository path belongs to, or null outside server/ or at its root. */
function folderOf(path) {
  const parts = path.split(sep);
  return parts[0] === 'server' && parts.length > 2 ? parts[1] : null;
}

const domainBoundary = {
  meta: {
    type: 'problem',
    docs: {
      description: "Imports across the server's modules go through a domain's index.ts; the base imports no domain.",
    },
    schema: [],
    messages: {
      baseImportsDomain:
        'The base (server/{{from}}/) imports no domain: move what it needs from server/{{to}}/ into the base, or hand it in from the domain.',
      deepImport:
        "Another domain is used through its public face: import from '{{index}}', and export what is needed there (server/{{to}}/index.ts).",
    },
  },
  create(context) {
    const file = relative(ROOT, context.filename);
    const from = folderOf(file);
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = relative(ROOT, resolve(dirname(context.filename), spec));
      const to = folderOf(target);
      if (!to || to === from || BASE_FOLDERS.has(to)) return;
      if (from && BASE_FOLDERS.has(from)) {
        context.report({ node: node.source, messageId: 'baseImportsDomain', data: { from, to } });
        return;
      }
      const index = `server${sep}${to}${sep}index.ts`;
      if (target !== index) {
        const rel = relative(dirname(context.filename), resolve(ROOT, index));
        context.report({
          node: node.source,
          messageId: 'deepImport',
          data: { to, index: rel.startsWith('.') ? rel : `./${rel}` },
        });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const serverModules = { rules: { 'domain-boundary': domainBoundary }, base: BASE_FOLDERS };
