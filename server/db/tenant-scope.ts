// The one path to a tenant's rows (issue #44): a repository asks `scopedTo(db, clientId)` and every
// statement it starts there already names the tenant: selects, updates and deletes carry
// `<table>.client_id = $tenant`, inserts get `client_id` filled in (and cannot give another).
// Documenso scopes every query through one team where-builder in the same spirit; a builder of our
// own because Kysely has none and PostgreSQL's row-level security would need a session setting per
// statement through a pool PGlite shares with everything (one connection), which costs a round
// trip a statement. The guard (tenant-guard.ts) is the check that a query on a tenant table
// reached through the raw handle names its tenant; the isolation probes stay the second line.
import {
  sql,
  type DeleteQueryBuilder,
  type DeleteResult,
  type Insertable,
  type InsertQueryBuilder,
  type InsertResult,
  type Kysely,
  type SelectQueryBuilder,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
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

/** The statements of one tenant. Joins to other tenant tables still name the tenant in their `on`. */
export function scopedTo(db: Kysely<Database>, clientId: string) {
  // Kysely cannot type a condition on a generic table; the condition is built with `sql.ref` on
  // `<table>.client_id` (which a TenantTable has) and the builder handed back with its table's type.
  const owns = (table: TenantTable) => sql<boolean>`${sql.ref(`${table}.client_id`)} = ${clientId}`;
  return {
    clientId,
    selectFrom<T extends TenantTable>(table: T): SelectQueryBuilder<Database, T, object> {
      return db.selectFrom(table as TenantTable).where(owns(table)) as unknown as SelectQueryBuilder<
        Database,
        T,
        object
      >;
    },
    updateTable<T extends TenantTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult> {
      return db.updateTable(table as TenantTable).where(owns(table)) as unknown as UpdateQueryBuilder<
        Database,
        T,
        T,
        UpdateResult
      >;
    },
    deleteFrom<T extends TenantTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult> {
      return db.deleteFrom(table as TenantTable).where(owns(table)) as unknown as DeleteQueryBuilder<
        Database,
        T,
        DeleteResult
      >;
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
