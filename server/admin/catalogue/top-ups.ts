// The console's top-up packs (docs/payments.md, "The console's catalogue editor"): one pack a name
// in any case, credits of employer allowances only, taken off sale rather than deleted; packs
// already bought keep their snapshot.
import type { components } from '@generated/schema';
import { recordAudit } from '../../users/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { page, type Page } from '../../http/envelope.ts';
import { alreadyExists, notFound } from '../../errors/errors.ts';
import {
  CATALOGUE_CURRENCY,
  ensureCatalogue,
  findTopUp,
  insertTopUp,
  nextSort,
  topUpNameTaken,
  topUpRows,
  updateTopUp,
} from '../../payments/index.ts';
import type { ConsoleEnv } from '../../http/console-admin.ts';
import { minorOf } from './money-input.ts';
import { adminTopUpView } from './views.ts';

type S = components['schemas'];

export const NO_TOPUP = 'This top-up does not exist';
const nameTaken = (name: string) => alreadyExists(`There is already a top-up named “${name}”`);

export async function listAdminTopUps(env: ConsoleEnv, q: S['AdminTopUpQuery']): Promise<Page<S['AdminTopUp']>> {
  await ensureCatalogue(env.db, env.clientId);
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  const { rows, total } = await topUpRows(env.db, env.clientId, pageNo, limit);
  return page(rows.map(adminTopUpView), total, pageNo, limit);
}

/** Runs a write, answering 409 for a name another pack took at the same moment. */
async function uniquely<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

export async function createAdminTopUp(env: ConsoleEnv, body: S['AdminTopUpInput']): Promise<S['AdminTopUp']> {
  await ensureCatalogue(env.db, env.clientId);
  const name = body.name.trim();
  const price = minorOf('price', body.price, CATALOGUE_CURRENCY);
  if (await topUpNameTaken(env.db, env.clientId, name, null)) throw nameTaken(name);
  const sort = body.sort ?? (await nextSort(env.db, env.clientId, 'topups'));
  const row = await uniquely(name, () =>
    env.db.transaction().execute(async (trx) => {
      const made = await insertTopUp(trx, env.clientId, {
        name,
        description: body.description?.trim() || null,
        price_minor: price,
        currency: CATALOGUE_CURRENCY,
        credits: JSON.stringify(body.credits),
        validity_days: body.validityDays,
        is_active: body.isActive ?? true,
        sort,
      });
      await recordAudit(trx, {
        clientId: env.clientId,
        actorId: env.admin.id,
        actingForId: null,
        action: 'topup.created',
        detail: { topUpId: made.id, name },
      });
      return made;
    }),
  );
  return adminTopUpView(row);
}

export async function updateAdminTopUp(
  env: ConsoleEnv,
  id: string,
  body: S['AdminTopUpUpdate'],
): Promise<S['AdminTopUp']> {
  const before = await findTopUp(env.db, env.clientId, id);
  if (!before) throw notFound(NO_TOPUP);
  const name = body.name?.trim();
  if (name !== undefined && (await topUpNameTaken(env.db, env.clientId, name, id))) throw nameTaken(name);
  const set = {
    ...(name !== undefined ? { name } : {}),
    ...(body.description !== undefined ? { description: body.description?.trim() || null } : {}),
    ...(body.price !== undefined ? { price_minor: minorOf('price', body.price, before.currency) } : {}),
    ...(body.credits !== undefined ? { credits: JSON.stringify(body.credits) } : {}),
    ...(body.validityDays !== undefined ? { validity_days: body.validityDays } : {}),
    ...(body.isActive !== undefined ? { is_active: body.isActive } : {}),
    ...(body.sort !== undefined ? { sort: body.sort } : {}),
  };
  const row = await uniquely(name ?? before.name, () =>
    env.db.transaction().execute(async (trx) => {
      const updated = await updateTopUp(trx, env.clientId, id, set);
      if (!updated) throw notFound(NO_TOPUP);
      await recordAudit(trx, {
        clientId: env.clientId,
        actorId: env.admin.id,
        actingForId: null,
        action: 'topup.updated',
        detail: { topUpId: id, name: updated.name, fields: Object.keys(body) },
      });
      return updated;
    }),
  );
  return adminTopUpView(row);
}
