// The console's accounts: find any account of the board, suspend it or lift the suspension. A
// suspended account is `disabled`: login refuses it and every token it holds stops working at once
// (request-context loads only accounts that are not disabled), so no session outlives the
// decision; its sessions are revoked as well, so lifting the suspension does not revive them.
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import { recordAudit } from '../accounts/users-repo.ts';
import { page, type Page } from '../http/envelope.ts';
import { fieldError, forbidden, notFound } from '../http/errors.ts';
import type { ConsoleEnv } from './console-admin.ts';
import { escapeLike } from '../db/like.ts';

type S = components['schemas'];
type Account = S['AdminAccount'];

const NO_ACCOUNT = 'This account does not exist';

function accountRows(env: ConsoleEnv) {
  return env.db
    .selectFrom('users as u')
    .leftJoin('companies as c', (j) => j.onRef('c.id', '=', 'u.company_id').onRef('c.client_id', '=', 'u.client_id'))
    .where('u.client_id', '=', env.clientId)
    .where('u.deleted_at', 'is', null)
    .where('u.status', '!=', 'deleted');
}

const COLUMNS = [
  'u.id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.role',
  'u.employer_kind',
  'u.status',
  'u.email_verified_at',
  'u.last_active_at',
  'u.created_at',
  'c.name as company_name',
] as const;

type Row = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Account['role'];
  employer_kind: 1 | 2 | null;
  status: 'unverified' | 'active' | 'disabled' | 'deleted';
  email_verified_at: Date | null;
  last_active_at: Date | null;
  created_at: Date;
  company_name: string | null;
};

function view(r: Row): Account {
  return {
    _id: r.id,
    name: `${r.first_name} ${r.last_name}`.trim() || r.email,
    email: r.email,
    role: r.role,
    kind: r.role === 'employer' ? r.employer_kind : null,
    status: r.status === 'deleted' ? 'disabled' : r.status,
    companyName: r.company_name,
    lastActiveAt: r.last_active_at ? r.last_active_at.toISOString() : null,
    createdAt: r.created_at.toISOString(),
  };
}

export async function listAccounts(env: ConsoleEnv, q: S['AdminAccountQuery']): Promise<Page<Account>> {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  let rows = accountRows(env);
  if (q.role) rows = rows.where('u.role', '=', q.role);
  if (q.status) rows = rows.where('u.status', '=', q.status);
  const search = q.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    rows = rows.where((e) =>
      e.or([
        e('u.email', 'ilike', like),
        e(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', like),
        e('c.name', 'ilike', like),
      ]),
    );
  }
  const [items, total] = await Promise.all([
    rows
      .select(COLUMNS)
      .orderBy('u.created_at', q.sortOrder === 'asc' ? 'asc' : 'desc')
      .orderBy('u.id')
      .limit(limit)
      .offset((pageNo - 1) * limit)
      .execute(),
    rows.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return page((items as Row[]).map(view), Number(total.n), pageNo, limit);
}

async function accountRow(env: ConsoleEnv, id: string): Promise<Row> {
  const row = await accountRows(env).select(COLUMNS).where('u.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NO_ACCOUNT);
  return row as Row;
}

export async function setSuspension(env: ConsoleEnv, id: string, body: S['AdminSuspension']): Promise<Account> {
  const row = await accountRow(env, id);
  if (row.id === env.admin.id) throw forbidden('You cannot suspend your own account');
  if (row.role === 'admin') throw forbidden('An admin account cannot be suspended from the console');
  const reason = body.reason?.trim() ?? '';
  if (body.suspended && !reason) throw fieldError('reason', 'Say why the account is suspended');
  const wasSuspended = row.status === 'disabled';
  if (body.suspended !== wasSuspended) {
    const status = body.suspended ? 'disabled' : row.email_verified_at ? 'active' : 'unverified';
    await env.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ status, updated_at: new Date() })
        .where('client_id', '=', env.clientId)
        .where('id', '=', row.id)
        .execute();
      if (body.suspended)
        await trx
          .updateTable('sessions')
          .set({ revoked_at: new Date() })
          .where('client_id', '=', env.clientId)
          .where('user_id', '=', row.id)
          .where('revoked_at', 'is', null)
          .execute();
      await recordAudit(trx, {
        clientId: env.clientId,
        actorId: env.admin.id,
        actingForId: row.id,
        action: body.suspended ? 'account.suspend' : 'account.unsuspend',
        detail: { accountId: row.id, email: row.email, ...(reason ? { reason } : {}) },
      });
    });
  }
  return view(await accountRow(env, id));
}
