// The people and companies an order or a licence belongs to, as payments name and mail them.
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export async function companyName(db: Db, clientId: string, companyId: string): Promise<string | undefined> {
  const c = await scopedTo(db, clientId)
    .selectFrom('companies')
    .select('name')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return c?.name;
}

export async function userName(
  db: Db,
  clientId: string,
  userId: string,
): Promise<{ first_name: string; last_name: string } | undefined> {
  return scopedTo(db, clientId)
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Who an invoice is billed to: the buyer and their company. */
export async function invoiceBuyer(db: Db, clientId: string, userId: string) {
  return scopedTo(db, clientId)
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.email', 'users.first_name', 'users.last_name', 'companies.name as company'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** A user's address and language (an order's or a licence's user). */
export async function userMailbox(
  db: Db,
  clientId: string,
  userId: string,
): Promise<{ email: string; locale: string | null } | undefined> {
  return scopedTo(db, clientId)
    .selectFrom('users')
    .select(['email', 'locale'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** An order's buyer's language. */
export async function userLocale(
  db: Db,
  clientId: string,
  userId: string,
): Promise<{ locale: string | null } | undefined> {
  return scopedTo(db, clientId).selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
}

/** The company's first owner account. */
export async function firstOwnerOf(db: Db, clientId: string, companyId: string | null): Promise<string> {
  const owner = await scopedTo(db, clientId)
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('employer_kind', '=', 1)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirstOrThrow();
  return owner.id;
}
