// The one path to a tenant's rows (issue #44): a repository asks `scopedTo(db, clientId)` and every
// statement it starts there already names the tenant: selects, updates and deletes carry
// `<table>.client_id = $tenant`, inserts get `client_id` filled in (and cannot give another).
// Documenso scopes every query through one team where-builder in the same spirit; a builder of our
// own because Kysely has none and PostgreSQL's row-level security would need a session setting per
// statement through a pool PGlite shares with everything (one connection), which costs a round
// trip a statement. The guard (tenant-guard.ts) is the check that a query on a tenant table
// reached through the raw handle names its tenant; the isolation probes stay the second line.
import { sql, type Insertable, type InsertQueryBuilder, type InsertResult, type Kysely, type SqlBool } from 'kysely';
import type { Database } from './tables.ts';

/** The tables whose every row belongs to one tenant (a `client_id` that is never null). */
export type TenantTable = {
  [T in keyof Database]: 'client_id' extends keyof Database[T]
    ? null extends Insertable<Database[T]>['client_id' & keyof Insertable<Database[T]>]
      ? never
      : T
    : never;
}[keyof Database];

/** A table's new row without its tenant: the scope fills it in. */
export type TenantRow<T extends TenantTable> = Omit<Insertable<Database[T]>, 'client_id'>;

/** A tenant table, or one named by an alias (`'jobs as j'`): the condition is then on the alias. */
export type TenantSource = TenantTable | `${TenantTable} as ${string}`;

// The builders Kysely's own methods give for a source, so that an aliased source types its
// columns as `j.title`: read off a handle's methods, since Kysely does not export its From types.
declare const _handle: Kysely<Database>;
type SelectOf<S extends TenantSource> = ReturnType<typeof _handle.selectFrom<S>>;
type UpdateOf<S extends TenantSource> = ReturnType<typeof _handle.updateTable<S>>;
type DeleteOf<S extends TenantSource> = ReturnType<typeof _handle.deleteFrom<S>>;

/**
 * SQL: the row of `name` belongs to the board `clientId`, or, given null, to the platform itself
 * (the platform's own one-time codes and mails, kept apart from every board's).
 */
export function ownedBy(name: string, clientId: string | null) {
  const column = sql.ref(`${name}.client_id`);
  return clientId === null ? sql<SqlBool>`${column} is null` : sql<SqlBool>`${column} = ${clientId}`;
}

/**
 * SQL: the row of `name` is the platform's, shared with every board, or the board `clientId`'s own
 * (the master lists: the platform's items and a board's additions).
 */
export function platformOrOwnedBy(name: string, clientId: string) {
  return sql<SqlBool>`(${ownedBy(name, null)} or ${ownedBy(name, clientId)})`;
}

/** SQL for a join made across boards (a sweep's): the rows of `a` and `b` belong to one board. */
export function sameBoard(a: string, b: string) {
  return sql<SqlBool>`${sql.ref(`${a}.client_id`)} = ${sql.ref(`${b}.client_id`)}`;
}

/** The name a source's columns are referred to by: its alias, else its table. */
const nameOf = (source: string) => source.split(' as ')[1] ?? source;

/**
 * The statements of one tenant. A join to another tenant table names the tenant in its `on` with
 * `owns(name)`, and raw SQL puts `owns(name)` where it would have written the tenant's condition.
 */
export function scopedTo(db: Kysely<Database>, clientId: string) {
  // Kysely cannot type a condition on a generic table; the condition is built with `sql.ref` on
  // `<name>.client_id` (which a TenantTable has) and the builder handed back with its table's type.
  const owns = (name: string) => ownedBy(name, clientId);
  return {
    clientId,
    /** SQL: the row of `name` (a tenant table or its alias in the statement) is the tenant's. */
    owns,
    selectFrom<S extends TenantSource>(from: S): SelectOf<S> {
      return db.selectFrom(from as TenantTable).where(owns(nameOf(from))) as unknown as SelectOf<S>;
    },
    updateTable<S extends TenantSource>(table: S): UpdateOf<S> {
      return db.updateTable(table as TenantTable).where(owns(nameOf(table))) as unknown as UpdateOf<S>;
    },
    deleteFrom<S extends TenantSource>(table: S): DeleteOf<S> {
      return db.deleteFrom(table as TenantTable).where(owns(nameOf(table))) as unknown as DeleteOf<S>;
    },
    insertInto<T extends TenantTable>(
      table: T,
      rows: TenantRow<T> | readonly TenantRow<T>[],
    ): InsertQueryBuilder<Database, T, InsertResult> {
      const list: readonly TenantRow<T>[] = Array.isArray(rows) ? rows : [rows as TenantRow<T>];
      const values = list.map((row) => ({ ...row, client_id: clientId }));
      return db
        .insertInto(table)
        .values(values as unknown as Insertable<Database[T]>[]) as unknown as InsertQueryBuilder<
        Database,
        T,
        InsertResult
      >;
    },
  };
}

export type TenantScope = ReturnType<typeof scopedTo>;

/**
 * The handle for statements meant to span every board: the workers' sweeps (expiry, digests,
 * retention), rows found before the tenant is known (a host, a session's token, a payment
 * provider's webhook) and the platform's own roll-ups. Named, so a reader and the structure scan
 * (scripts/server-structure.ts) see the crossing is deliberate; a statement for one board starts
 * from `scopedTo` instead.
 */
export function acrossTenants<DB>(db: Kysely<DB>): Kysely<DB> {
  return db;
}
