// Which operations of the contract the web app calls (issue 47, item 3): a screen calls an
// operation through an export of its generated module (`useX`, `x`, `getXQueryOptions` ...) or, where
// a chunk budget keeps the module out, by its path through the HTTP seam. The source is read with
// TypeScript's parser, so comments, strings that only mention a name, and type-only imports count
// for nothing.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export type Operation = { id: string; method: string; path: string; tag: string };

type OpenApi = { paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>> };

export function contractOperations(root: string): Operation[] {
  const doc = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8')) as OpenApi;
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, op]) =>
      op.operationId ? [{ id: op.operationId, method: method.toUpperCase(), path, tag: op.tags?.[0] ?? '' }] : [],
    ),
  );
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The names orval gives an operation's exports; anything else a module exports is a bug of ours. */
export function generatedNames(id: string): string[] {
  const c = capital(id);
  return [id, `use${c}`, `get${c}Url`, `get${c}QueryKey`, `get${c}QueryOptions`, `get${c}MutationOptions`];
}

/** Generated call modules: `@generated/api/<tag>/<tag>`; not the mocks, not the model types. */
const CALL_MODULE = /^@generated\/api\/([a-z-]+)\/\1$/;

/** Code that ships: tests, test helpers and the fixture mode's mocks call nothing for a user. */
function isShipped(file: string): boolean {
  return !/\.test\.tsx?$/.test(file) && !/(^|\/)(test|mocks)\//.test(file);
}

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => join(dir, f))
    .filter(isShipped);
}

export type Uses = {
  /** Value names imported from a generated call module (type-only imports left out). */
  names: Set<string>;
  /** Literal API paths, `${…}` parts written as `{}`, with the HTTP methods the file names. */
  paths: { path: string; methods: Set<string>; file: string }[];
  /** Imports a name-based reading cannot follow (a namespace or a dynamic import of a call module). */
  unfollowable: string[];
};

const METHOD_WORDS = /\bmethod:\s*['"](GET|POST|PUT|PATCH|DELETE)['"]/g;

export function readUses(files: string[]): Uses {
  const uses: Uses = { names: new Set(), paths: [], unfollowable: [] };
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
    const methods = new Set([...text.matchAll(METHOD_WORDS)].map((m) => m[1] ?? ''));
    const visit = (node: ts.Node): void => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        const from = (node.moduleSpecifier as ts.StringLiteral).text;
        if (CALL_MODULE.test(from)) collectNames(node, file, uses);
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const arg = node.arguments[0];
        if (arg && ts.isStringLiteral(arg) && CALL_MODULE.test(arg.text)) uses.unfollowable.push(file);
      } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        addPath(node.text, methods, file, uses);
      } else if (ts.isTemplateExpression(node)) {
        const parts = [node.head.text, ...node.templateSpans.map((s) => `{}${s.literal.text}`)];
        addPath(parts.join(''), methods, file, uses);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}

function collectNames(node: ts.ImportDeclaration | ts.ExportDeclaration, file: string, uses: Uses): void {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause || clause.isTypeOnly) return;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return void uses.unfollowable.push(file);
    for (const el of bindings.elements) if (!el.isTypeOnly) uses.names.add((el.propertyName ?? el.name).text);
    return;
  }
  if (node.isTypeOnly) return;
  const clause = node.exportClause;
  if (!clause || !ts.isNamedExports(clause)) return void uses.unfollowable.push(file);
  for (const el of clause.elements) if (!el.isTypeOnly) uses.names.add((el.propertyName ?? el.name).text);
}

function addPath(text: string, methods: Set<string>, file: string, uses: Uses): void {
  if (text.startsWith('/client/')) uses.paths.push({ path: text, methods, file });
}

function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{[^}]+\}/g, '[^/]+')}$`);
}

/**
 * The operations the uses call. A literal path is the operation whose path it is (a path without
 * parameters wins over one whose parameter would also match) and whose method the file names; a
 * file that names no method calls GET, fetch's default.
 */
export function consumedOperations(ops: Operation[], uses: Uses): Map<string, string> {
  const byName = new Map(ops.flatMap((op) => generatedNames(op.id).map((n) => [n, op.id] as const)));
  const found = new Map<string, string>();
  for (const name of uses.names) {
    const id = byName.get(name);
    if (id) found.set(id, `generated ${name}`);
  }
  for (const use of uses.paths) {
    const literal = use.path.replace(/\{\}/g, 'x');
    const exact = ops.filter((op) => op.path === use.path);
    const candidates = exact.length ? exact : ops.filter((op) => pathPattern(op.path).test(literal));
    const methods = use.methods.size ? use.methods : new Set(['GET']);
    for (const op of candidates)
      if (methods.has(op.method) && !found.has(op.id)) found.set(op.id, `${op.method} ${use.path} in ${use.file}`);
  }
  return found;
}

/** Every value a generated call module exports, with its file, for the naming check. */
export function generatedExports(root: string): { name: string; module: string }[] {
  const dir = join(root, 'generated/api');
  return readdirSync(dir)
    .filter((tag) => tag !== 'model')
    .flatMap((tag) => {
      const module = `${tag}/${tag}.ts`;
      const text = readFileSync(join(dir, module), 'utf8');
      return [...text.matchAll(/^export (?:const|function|async function) (\w+)/gm)].map((m) => ({
        name: m[1] ?? '',
        module,
      }));
    });
}
