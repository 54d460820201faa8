// The account holder hears of every change to their second factor: turned on, turned off, reset by
// the board's admin, and a recovery code spent at sign-in (with how many are left). A change they did
// not make is the sign that someone else holds their password. Security notices keep the product's
// text: they are not among the mails an admin may rewrite (docs/mail-templates.md).
import { readerBrand } from '../accounts/brand.ts';
import { findUserById } from '../accounts/users-repo.ts';
import { escapeHtml, layout, type Mail } from '../mail/templates.ts';
import type { TwoFactorEnv } from './env.ts';

export type TwoFactorEvent =
  | { kind: 'turned_on' }
  | { kind: 'turned_off' }
  | { kind: 'reset_by_admin' }
  | { kind: 'recovery_code_used'; codesLeft: number };

const IF_NOT_YOU = 'If this was not you, change your password now and contact the board.';

function wordsOf(event: TwoFactorEvent): { subject: string; lines: string[] } {
  switch (event.kind) {
    case 'turned_on':
      return {
        subject: 'Two-factor sign-in is on',
        lines: ['Signing in to your account now asks for a code from your authenticator app.', IF_NOT_YOU],
      };
    case 'turned_off':
      return {
        subject: 'Two-factor sign-in was turned off',
        lines: ['Signing in to your account no longer asks for a code from your authenticator app.', IF_NOT_YOU],
      };
    case 'reset_by_admin':
      return {
        subject: 'Two-factor sign-in was reset',
        lines: [
          'The board’s admin turned off two-factor sign-in for your account, as asked after a lost phone. You can turn it on again in your account settings.',
          'If you did not ask for this, contact the board now.',
        ],
      };
    case 'recovery_code_used':
      return {
        subject: 'A recovery code was used to sign in',
        lines: [
          `Someone signed in to your account with one of your recovery codes. ${event.codesLeft} ${event.codesLeft === 1 ? 'code is' : 'codes are'} left; you can make new ones in your account settings.`,
          IF_NOT_YOU,
        ],
      };
  }
}

export function twoFactorNoticeMail(brand: Parameters<typeof layout>[0], name: string, event: TwoFactorEvent): Mail {
  const { subject, lines } = wordsOf(event);
  const greeting = `Hi ${name || 'there'},`;
  return {
    subject,
    html: layout(brand, subject, [greeting, ...lines].map((l) => `<p>${escapeHtml(l)}</p>`).join('')),
    text: `${[greeting, ...lines].join('\n\n')}\n\n${brand.name} · ${brand.origin}\n`,
  };
}

/** Queues the notice to the account holder (the outbox keeps it through a crash). */
export async function tellAccountHolder(env: TwoFactorEnv, userId: string, event: TwoFactorEvent): Promise<void> {
  const row = await findUserById(env.db, env.tenant.id, userId);
  if (!row) return;
  const brand = await readerBrand(env.tenant, env.config, row.locale);
  await env.mailer.send({
    ...twoFactorNoticeMail(brand, row.first_name, event),
    to: row.email,
    kind: 'two_factor_notice',
    clientId: env.tenant.id,
    fromName: brand.name,
  });
}
