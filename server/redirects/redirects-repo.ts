// The board's redirect rules (docs/redirects.md): create, list (whole or a searched page), delete
// and look up, every query scoped by the board. The console's section (server/admin/redirects)
// calls them. A rule is refused when its old path is not a path or is one the board must keep (the
// console, sign-in, what the server answers itself: shared/redirects/rules.ts), when its target
// leaves the board, when it would make a loop (its target leads back to its own old path, directly
// or through other rules) and when a visit could pass through more than MAX_CHAIN rules. Rules are
// checked and written under one lock per board, so two rules made at the same moment cannot close a
// loop between them. A write may pass `also`, run in its transaction (the console's audit entry).
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import { isUniqueViolation } from '../db/errors.ts';
import type { Db } from '../db/database.ts';
import { alreadyExists, fieldError } from '../errors/errors.ts';
import { MAX_CHAIN, decodePath, normalisePath, readTarget } from './paths.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { lockUntilCommit } from '../db/advisory-lock.ts';
import { escapeLike } from '../db/like.ts';
import { page, type Page } from '../http/envelope.ts';
import { reservedFromProblem } from '../../shared/redirects/rules.ts';

export type RedirectStatus = 301 | 302;

export type RedirectRule = {
  _id: string;
  from: string;
  to: string;
  statusCode: RedirectStatus;
  createdAt: string;
};

export type NewRedirect = { from: string; to: string; statusCode?: RedirectStatus };

export const RULE_EXISTS = 'This path already redirects somewhere; delete that rule first';
export const LOOP = 'This redirect would lead back to where it starts';
export const TOO_LONG_CHAIN = `A visit could pass through more than ${MAX_CHAIN} redirects; point it at the final page`;

/** Work done in the write's own transaction once it is made (the console's audit entry). */
export type AlsoInTransaction = (trx: Db, rule: RedirectRule) => Promise<unknown>;

/**
 * The most bytes an old path may take: it is a key of the unique btree index (client_id,
 * from_path), whose entries PostgreSQL caps at 2,704 bytes; 2,048 characters of 4-byte letters
 * would pass the length check and fail the insert.
 */
const MAX_FROM_BYTES = 2000;

type Row = { id: string; from_path: string; to_path: string; status_code: number; created_at: Date };

const view = (r: Row): RedirectRule => ({
  _id: r.id,
  from: r.from_path,
  to: r.to_path,
  statusCode: r.status_code === 302 ? 302 : 301,
  createdAt: r.created_at.toISOString(),
});

/** The hosts a target URL may name: the board's primary host and its aliases. */
async function boardHosts(db: Db, clientId: string): Promise<string[]> {
  const rows = await scopedTo(db, clientId)
    .selectFrom('client_hosts')
    .select('host')
    .where('kind', 'in', ['primary', 'alias'])
    .execute();
  return rows.map((r) => r.host.toLowerCase());
}

/** The old path of a new rule in normal form, or a 400 naming `from`. */
function fromPathOf(raw: string): string {
  const value = raw.trim();
  if (!value.startsWith('/') || /[?#]/.test(value))
    throw fieldError('from', 'Enter the old path starting with /, without a query or #');
  const decoded = decodePath(value);
  const path = decoded === null ? null : normalisePath(decoded);
  if (path === null) throw fieldError('from', 'This is not a valid path');
  if (Buffer.byteLength(path) > MAX_FROM_BYTES) throw fieldError('from', 'This path is too long');
  const reserved = reservedFromProblem(path);
  if (reserved) throw fieldError('from', reserved);
  return path;
}

/**
 * How many rules a visit passes through at most if `from` → `to` is added to `rules` (old path →
 * the path its target lands on, null when it lands nowhere on the board); Infinity for a loop.
 */
export function chainLength(rules: ReadonlyMap<string, string | null>, from: string, to: string | null): number {
  // Forward: the new rule, then the rules its target runs into. The rules already held have no
  // loop, so the walk ends unless it comes back to `from`.
  if (to === from) return Infinity;
  let forward = 1;
  let at = to;
  while (at !== null && rules.has(at)) {
    forward += 1;
    at = rules.get(at) ?? null;
    if (at === from || forward > rules.size + 1) return Infinity;
  }
  // Backward: the longest run of rules that ends at `from`.
  const into = new Map<string, string[]>();
  for (const [source, target] of rules) if (target !== null) into.set(target, [...(into.get(target) ?? []), source]);
  const depth = (path: string, seen: Set<string>): number => {
    let most = 0;
    for (const source of into.get(path) ?? []) {
      if (seen.has(source)) continue;
      most = Math.max(most, 1 + depth(source, new Set([...seen, source])));
    }
    return most;
  };
  return depth(from, new Set([from])) + forward;
}

export async function createRedirect(
  db: Db,
  clientId: string,
  input: NewRedirect,
  also?: AlsoInTransaction,
): Promise<RedirectRule> {
  const from = fromPathOf(input.from);
  const target = readTarget(input.to, await boardHosts(db, clientId));
  if (target === 'other-host') throw fieldError('to', 'A redirect may only lead to a page of this board');
  if (target === 'invalid') throw fieldError('to', 'Enter a path starting with / or a full address of this board');
  const statusCode = input.statusCode ?? 301;
  if (statusCode !== 301 && statusCode !== 302) throw fieldError('statusCode', 'Choose 301 or 302');
  try {
    return await db.transaction().execute(async (trx) => {
      await lockUntilCommit(trx, `redirects:${clientId}`);
      const rows = await scopedTo(trx, clientId).selectFrom('redirects').select(['from_path', 'to_path']).execute();
      if (rows.some((r) => r.from_path === from)) throw alreadyExists(RULE_EXISTS);
      const hosts = await boardHosts(trx, clientId);
      const rules = new Map<string, string | null>();
      for (const r of rows) {
        const t = readTarget(r.to_path, hosts);
        rules.set(r.from_path, typeof t === 'string' ? null : t.localPath);
      }
      const length = chainLength(rules, from, target.localPath);
      if (length === Infinity) throw fieldError('to', LOOP);
      if (length > MAX_CHAIN) throw fieldError('to', TOO_LONG_CHAIN);
      const row = await scopedTo(trx, clientId)
        .insertInto('redirects', { from_path: from, to_path: target.location, status_code: statusCode })
        .returning(['id', 'from_path', 'to_path', 'status_code', 'created_at'])
        .executeTakeFirstOrThrow();
      const rule = view(row);
      if (also) await also(trx, rule);
      return rule;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw alreadyExists(RULE_EXISTS);
    throw e;
  }
}

export async function listRedirects(db: Db, clientId: string): Promise<RedirectRule[]> {
  const rows = await scopedTo(db, clientId)
    .selectFrom('redirects')
    .select(['id', 'from_path', 'to_path', 'status_code', 'created_at'])
    .orderBy('from_path')
    .execute();
  return rows.map(view);
}

/** A page of the board's rules, newest first; `search` matches the old path or the target. */
export async function listRedirectPage(
  db: Db,
  clientId: string,
  q: { page?: number; limit?: number; search?: string },
): Promise<Page<RedirectRule>> {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  let rows = scopedTo(db, clientId).selectFrom('redirects');
  const search = q.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    rows = rows.where((e) => e.or([e('from_path', 'ilike', like), e('to_path', 'ilike', like)]));
  }
  const [items, total] = await Promise.all([
    rows
      .select(['id', 'from_path', 'to_path', 'status_code', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((pageNo - 1) * limit)
      .execute(),
    rows.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return page(items.map(view), Number(total.n), pageNo, limit);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Deletes one of the board's rules by id and answers it; null when the board has no such rule. */
export async function deleteRedirectRule(
  db: Db,
  clientId: string,
  id: string,
  also?: AlsoInTransaction,
): Promise<RedirectRule | null> {
  if (!UUID.test(id)) return null;
  return db.transaction().execute(async (trx) => {
    const row = await scopedTo(trx, clientId)
      .deleteFrom('redirects')
      .where('id', '=', id)
      .returning(['id', 'from_path', 'to_path', 'status_code', 'created_at'])
      .executeTakeFirst();
    if (!row) return null;
    const rule = view(row);
    if (also) await also(trx, rule);
    return rule;
  });
}

/** Deletes one of the board's rules by id; false when the board has no such rule. */
export async function deleteRedirect(db: Db, clientId: string, id: string): Promise<boolean> {
  return (await deleteRedirectRule(db, clientId, id)) !== null;
}

/** Where a decoded old path now lives on the board, or null (also for what is no path at all). */
export async function findRedirect(
  db: Db,
  clientId: string,
  decodedPath: string,
): Promise<components['schemas']['RedirectTarget'] | null> {
  const from = normalisePath(decodedPath);
  if (from === null) return null;
  const row = await scopedTo(db, clientId)
    .selectFrom('redirects')
    .select(['to_path', 'status_code'])
    .where('from_path', '=', from)
    .executeTakeFirst();
  return row ? { from, to: row.to_path, statusCode: row.status_code === 302 ? 302 : 301 } : null;
}
