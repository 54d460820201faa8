// A Kysely plugin that refuses a statement on a tenant table that does not name the tenant: every
// tenant table in a select's, update's or delete's `from`, `using` or joins must have its
// `client_id` referenced in the statement's conditions (`where`, a join's `on`), and an insert into
// one must give `client_id`. It reads the statement Kysely built before it is compiled; it does not
// know the tenant's value (the scoped builder, tenant-scope.ts, supplies it), only that the
// statement is scoped at all, which is the mistake a repository can make. A raw `sql` fragment that
// mentions `client_id` counts as naming it, and the tables inside a raw fragment are not read (it
// is not parsed). A statement nested in another is checked when it is built. Statements that must
// cross tenants on purpose (the background sweeps, the platform's own tables) run on a handle
// without the plugin. Today it guards the scoped builder's tests; installing it on the app's handle
// waits for the repositories to move to `scopedTo` (docs/server.md, "Tenant scope").
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

export class UnscopedTenantQueryError extends Error {
  constructor(
    readonly table: string,
    readonly statement: string,
  ) {
    super(
      `${statement === 'insert' ? 'an' : 'a'} ${statement} on the tenant table "${table}" does not name its tenant (client_id)`,
    );
    this.name = 'UnscopedTenantQueryError';
  }
}

type Node = OperationNode & Record<string, unknown>;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).kind === 'string';
const QUERY_KINDS = new Set(['SelectQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'InsertQueryNode']);

function identifier(node: unknown): string | null {
  return isNode(node) && node.kind === 'IdentifierNode' && typeof node.name === 'string' ? node.name : null;
}

function tableName(node: unknown): string | null {
  if (!isNode(node) || node.kind !== 'TableNode') return null;
  const schemable = node.table as Node | undefined;
  return identifier(schemable?.identifier);
}

/** A table source as [table, the name its columns are referred to by], or null for anything else. */
function tableSource(node: unknown): [string, string] | null {
  if (!isNode(node)) return null;
  if (node.kind === 'AliasNode') {
    const table = tableName(node.node);
    const alias = identifier(node.alias);
    return table && alias ? [table, alias] : null;
  }
  const table = tableName(node);
  return table ? [table, table] : null;
}

/** Every node under `node`, without entering statements nested in it (they are checked alone). */
function* walk(node: unknown, top = true): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* walk(item, false);
    return;
  }
  if (!isNode(node)) return;
  if (!top && QUERY_KINDS.has(node.kind)) return;
  yield node;
  for (const value of Object.values(node)) if (typeof value === 'object' && value !== null) yield* walk(value, false);
}

function* statements(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* statements(item);
    return;
  }
  if (!isNode(node)) return;
  if (QUERY_KINDS.has(node.kind)) yield node;
  for (const value of Object.values(node)) if (typeof value === 'object' && value !== null) yield* statements(value);
}

/** The names (table or alias) whose `client_id` a condition refers to; '' for an unqualified one. */
function scopedNames(conditions: unknown[]): { names: Set<string>; raw: boolean } {
  const names = new Set<string>();
  let raw = false;
  for (const condition of conditions)
    for (const node of walk(condition, false)) {
      if (node.kind === 'ReferenceNode') {
        const column = node.column as Node | undefined;
        if (identifier(column?.column) !== 'client_id') continue;
        const source = tableSource(node.table);
        names.add(source ? source[1] : '');
      } else if (node.kind === 'RawNode' && (node.sqlFragments as string[]).some((f) => f.includes('client_id')))
        raw = true;
    }
  return { names, raw };
}

function check(statement: Node, tenantTables: ReadonlySet<string>): void {
  const kind = statement.kind;
  if (kind === 'InsertQueryNode') {
    const table = tableName(statement.into);
    if (!table || !tenantTables.has(table)) return;
    const columns = (statement.columns as Node[] | undefined) ?? [];
    if (!columns.some((c) => identifier(c.column) === 'client_id')) throw new UnscopedTenantQueryError(table, 'insert');
    return;
  }
  const sources: [string, string][] = [];
  const add = (node: unknown) => {
    const source = tableSource(node);
    if (source && tenantTables.has(source[0])) sources.push(source);
  };
  if (kind === 'UpdateQueryNode') add(statement.table);
  for (const key of ['from', 'using'] as const) {
    const from = statement[key] as Node | undefined;
    for (const item of (from?.froms as unknown[] | undefined) ?? []) add(item);
  }
  const joins = (statement.joins as Node[] | undefined) ?? [];
  for (const join of joins) add(join.table);
  if (!sources.length) return;
  const { names, raw } = scopedNames([statement.where, ...joins.map((j) => j.on)]);
  if (raw) return;
  const statementKind = kind === 'SelectQueryNode' ? 'select' : kind === 'UpdateQueryNode' ? 'update' : 'delete';
  for (const [table, name] of sources)
    if (!names.has(name) && !(names.has('') && sources.length === 1))
      throw new UnscopedTenantQueryError(table, statementKind);
}

export class TenantGuardPlugin implements KyselyPlugin {
  constructor(private readonly tenantTables: ReadonlySet<string>) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    for (const statement of statements(args.node)) check(statement, this.tenantTables);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
