// The contact form (contact-us/save, docs/contact-us.md): every message that passes the limits is
// stored; one that is not spam is also e-mailed to the board's support address (or, without one,
// its first admin) with the sender as Reply-To. The message row and its outbox row (with its
// delivery job, server/mail/mailer.ts) are written in one transaction.
import type { components } from '@generated/schema';
import { readerBrand } from '../board-settings/index.ts';
import type { Config } from '../config.ts';
import { stringAt } from '../db/json-read.ts';
import type { Db } from '../db/database.ts';
import type { ContactSpamReason } from '../db/tables-contact.ts';
import { tenantOf, type RequestContext, type Tenant } from '../http/context.ts';
import { limitOver } from '../errors/errors.ts';
import { contactMail } from '../mail/contact-us.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { firstAdminEmail, insertMessage, sentBefore, sentSince } from './messages-repo.ts';
import {
  DUPLICATE_WINDOW_MS,
  LIMIT_WINDOW_MS,
  MAX_LINKS,
  PER_ADDRESS_PER_HOUR,
  PER_EMAIL_PER_HOUR,
  addressHash,
  bodyHash,
  linkCount,
} from './spam.ts';

type ContactUsInput = components['schemas']['ContactUsInput'];

export type ContactEnv = { db: Db; tenant: Tenant; mailer: Mailer; config: Config; secret: Uint8Array };

export const envOf = (ctx: RequestContext): ContactEnv => ({
  db: ctx.db,
  tenant: tenantOf(ctx),
  mailer: ctx.mailer,
  config: ctx.config,
  secret: ctx.secret,
});

export const THANKS = 'Thanks for writing to us, we will get back to you soon';
export const TOO_MANY = 'You have sent several messages already; please try again later';

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** Where the board's messages go: its support address, else its first admin; null without both. */
export async function recipientOf(env: ContactEnv): Promise<string | null> {
  return stringAt(env.tenant.settings, 'supportEmail', EMAIL, 254) ?? (await firstAdminEmail(env.db, env.tenant.id));
}

async function assertUnderLimit(
  env: ContactEnv,
  column: 'ip_hash' | 'email',
  value: string,
  limit: number,
  now: Date,
): Promise<void> {
  const { count, oldest } = await sentSince(
    env.db,
    env.tenant.id,
    column,
    value,
    new Date(now.getTime() - LIMIT_WINDOW_MS),
  );
  if (count < limit) return;
  const freeAt = (oldest ?? now).getTime() + LIMIT_WINDOW_MS;
  throw limitOver(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)), TOO_MANY);
}

const clean = (s: string | undefined) => {
  const v = s?.trim();
  return v ? v : null;
};

export async function saveContactMessage(
  env: ContactEnv,
  input: ContactUsInput,
  ip: string,
  now = new Date(),
): Promise<{ id: string; spam: ContactSpamReason | null; mailedTo: string | null }> {
  const clientId = env.tenant.id;
  const email = input.email.trim().toLowerCase();
  const ipHash = addressHash(env.secret, ip);
  await assertUnderLimit(env, 'ip_hash', ipHash, PER_ADDRESS_PER_HOUR, now);
  await assertUnderLimit(env, 'email', email, PER_EMAIL_PER_HOUR, now);

  const hash = bodyHash(input.message);
  const spam: ContactSpamReason | null =
    linkCount(input.subject, input.message, input.companyName) > MAX_LINKS
      ? 'links'
      : (await sentBefore(
            env.db,
            clientId,
            { bodyHash: hash, ipHash, email },
            new Date(now.getTime() - DUPLICATE_WINDOW_MS),
          ))
        ? 'duplicate'
        : null;

  const fields = {
    name: input.name.trim(),
    email,
    phone: input.mobNo ? `${input.countryCode ?? ''} ${input.mobNo}`.trim() : null,
    company: clean(input.companyName),
    subject: input.subject.trim(),
    message: input.message.trim(),
  };
  const to = spam ? null : await recipientOf(env);
  // To the board's team, not to a person with an account: in the board's default language.
  const brand = await readerBrand(env.tenant, env.config, null);
  const mail: OutgoingMail | null = to
    ? {
        ...contactMail(brand, fields),
        to,
        kind: 'contact_us',
        clientId,
        fromName: brand.name,
        headers: { 'Reply-To': `"${fields.name}" <${fields.email}>` },
      }
    : null;

  const { id } = await env.db.transaction().execute(async (trx) => {
    const id = await insertMessage(trx, clientId, {
      ...fields,
      ip_hash: ipHash,
      body_hash: hash,
      status: spam ? 'spam' : 'new',
      spam_reason: spam,
      mailed_to: to,
      created_at: now,
    });
    if (mail) await env.mailer.store(trx, { ...mail, meta: { contactMessageId: id } });
    return { id };
  });
  return { id, spam, mailedTo: to };
}
