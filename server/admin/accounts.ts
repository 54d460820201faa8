// The console's accounts: find any account of the board, suspend it or lift the suspension. A
// suspended account is `disabled`: login refuses it and every token it holds stops working at once
// (request-context loads only accounts that are not disabled), so no session outlives the
// decision; its sessions are revoked as well, so lifting the suspension does not revive them.
import type { components } from '@generated/schema';
import { recordAudit } from '../users/index.ts';
import { page, type Page } from '../http/envelope.ts';
import { fieldError, forbidden, notFound } from '../errors/errors.ts';
import type { ConsoleEnv } from '../http/console-admin.ts';
import { accountById, accountPage, revokeSessions, setAccountStatus, type AccountRow } from './accounts-repo.ts';

type S = components['schemas'];
type Account = S['AdminAccount'];

const NO_ACCOUNT = 'This account does not exist';

type Row = AccountRow;

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
  const { rows, total } = await accountPage(env.db, env.clientId, {
    role: q.role,
    status: q.status,
    search: q.search?.trim(),
    oldestFirst: q.sortOrder === 'asc',
    limit,
    offset: (pageNo - 1) * limit,
  });
  return page(rows.map(view), total, pageNo, limit);
}

async function accountRow(env: ConsoleEnv, id: string): Promise<Row> {
  const row = await accountById(env.db, env.clientId, id);
  if (!row) throw notFound(NO_ACCOUNT);
  return row;
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
      await setAccountStatus(trx, env.clientId, row.id, status);
      if (body.suspended) await revokeSessions(trx, env.clientId, row.id);
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
