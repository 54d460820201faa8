// The console's redirect rules (docs/redirects.md): a page of the board's rules, adding one and
// deleting one, each write audited in its own transaction with the admin who made it. The rules
// themselves (normal forms, refusals, loops, chains) live in server/redirects.
import type { components } from '@generated/schema';
import { recordAudit } from '../../users/index.ts';
import type { Page } from '../../http/envelope.ts';
import { notFound } from '../../errors/errors.ts';
import { createRedirect, deleteRedirectRule, listRedirectPage, type RedirectRule } from '../../redirects/index.ts';
import type { Db } from '../../db/database.ts';
import type { ConsoleEnv } from '../../http/console-admin.ts';

type S = components['schemas'];

export const NO_RULE = 'This redirect does not exist';

/** The audit entry of a rule's change, written with the change. */
const audited = (env: ConsoleEnv, action: 'redirect.created' | 'redirect.deleted') => (trx: Db, rule: RedirectRule) =>
  recordAudit(trx, {
    clientId: env.clientId,
    actorId: env.admin.id,
    actingForId: null,
    action,
    detail: { redirectId: rule._id, from: rule.from, to: rule.to, statusCode: rule.statusCode },
  });

export function listRules(env: ConsoleEnv, q: S['AdminRedirectQuery']): Promise<Page<S['AdminRedirectRule']>> {
  return listRedirectPage(env.db, env.clientId, q);
}

export function addRule(env: ConsoleEnv, body: S['AdminRedirectInput']): Promise<S['AdminRedirectRule']> {
  return createRedirect(env.db, env.clientId, body, audited(env, 'redirect.created'));
}

export async function deleteRule(env: ConsoleEnv, id: string): Promise<void> {
  const gone = await deleteRedirectRule(env.db, env.clientId, id, audited(env, 'redirect.deleted'));
  if (!gone) throw notFound(NO_RULE);
}
