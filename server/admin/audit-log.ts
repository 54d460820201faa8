// The board's audit log as the console reads it: newest first, filtered by action (exactly, or a
// family when the filter ends in a dot, e.g. `job.`), by who did it and by UTC days. Actor and the
// account acted for are named from the board's own users only; an erased one shows as null.
import type { components } from '@generated/schema';
import { page, type Page } from '../http/envelope.ts';
import { fieldError } from '../errors/errors.ts';
import type { ConsoleEnv } from '../http/console-admin.ts';
import { auditPage } from './audit-log-repo.ts';

type S = components['schemas'];
type Entry = S['AdminAuditEntry'];
type Person = S['AdminAuditPerson'];

function person(id: string | null, first: string | null, last: string | null, email: string | null): Person {
  if (!id || !email) return null;
  return { _id: id, name: `${first ?? ''} ${last ?? ''}`.trim() || email, email };
}

export async function auditLog(env: ConsoleEnv, q: S['AdminAuditQuery']): Promise<Page<Entry>> {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  if (q.from && q.to && q.from > q.to) throw fieldError('to', 'The last day comes before the first');
  const { rows, total } = await auditPage(env.db, env.clientId, {
    action: q.action,
    search: q.search?.trim(),
    actorId: q.actorId,
    from: q.from,
    to: q.to,
    limit,
    offset: (pageNo - 1) * limit,
  });
  return page(
    rows.map((r) => ({
      _id: r.id,
      action: r.action,
      actor: person(r.actor_id, r.actor_first, r.actor_last, r.actor_email),
      actingFor: person(r.target_id, r.target_first, r.target_last, r.target_email),
      detail: r.detail,
      at: r.at.toISOString(),
    })),
    total,
    pageNo,
    limit,
  );
}
