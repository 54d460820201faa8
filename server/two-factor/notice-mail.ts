// The account holder hears of every change to their second factor: turned on, turned off, reset by
// the board's admin, and a recovery code spent at sign-in (with how many are left). A change they did
// not make is the sign that someone else holds their password. Security notices keep the product's
// text: they are not among the mails an admin may rewrite (docs/mail-templates.md). Written in the
// account holder's language (the brand's translator).
import { readerBrand } from '../board-settings/index.ts';
import { findUserById } from '../users/index.ts';
import { greeting, layout, paragraphs, type Brand, type Mail } from '../mail/templates.ts';
import type { MessageDescriptor, Translator } from '../i18n/translator.ts';
import type { TwoFactorEnv } from './env.ts';

export type TwoFactorEvent =
  | { kind: 'turned_on' }
  | { kind: 'turned_off' }
  | { kind: 'reset_by_admin' }
  | { kind: 'recovery_code_used'; codesLeft: number };

const NOTICE = {
  ifNotYou: /*i18n*/ {
    id: 'two-factor.notice.ifNotYou',
    message: 'If this was not you, change your password now and contact the board.',
  },
  turnedOnSubject: /*i18n*/ { id: 'two-factor.notice.turnedOn.subject', message: 'Two-factor sign-in is on' },
  turnedOnBody: /*i18n*/ {
    id: 'two-factor.notice.turnedOn.body',
    message: 'Signing in to your account now asks for a code from your authenticator app.',
  },
  turnedOffSubject: /*i18n*/ {
    id: 'two-factor.notice.turnedOff.subject',
    message: 'Two-factor sign-in was turned off',
  },
  turnedOffBody: /*i18n*/ {
    id: 'two-factor.notice.turnedOff.body',
    message: 'Signing in to your account no longer asks for a code from your authenticator app.',
  },
  resetSubject: /*i18n*/ { id: 'two-factor.notice.reset.subject', message: 'Two-factor sign-in was reset' },
  resetBody: /*i18n*/ {
    id: 'two-factor.notice.reset.body',
    message:
      'The board’s admin turned off two-factor sign-in for your account, as asked after a lost phone. You can turn it on again in your account settings.',
  },
  resetIfNotAsked: /*i18n*/ {
    id: 'two-factor.notice.reset.ifNotAsked',
    message: 'If you did not ask for this, contact the board now.',
  },
  recoveryCodeSubject: /*i18n*/ {
    id: 'two-factor.notice.recoveryCode.subject',
    message: 'A recovery code was used to sign in',
  },
  recoveryCodeBody: /*i18n*/ {
    id: 'two-factor.notice.recoveryCode.body',
    message:
      'Someone signed in to your account with one of your recovery codes. {codesLeft, plural, one {# code is left} other {# codes are left}}; you can make new ones in your account settings.',
  },
};

function wordsOf(tr: Translator, event: TwoFactorEvent): { subject: string; lines: string[] } {
  const say = (subject: MessageDescriptor, ...lines: MessageDescriptor[]) => ({
    subject: tr.t(subject),
    lines: lines.map((line) => tr.t(line)),
  });
  switch (event.kind) {
    case 'turned_on':
      return say(NOTICE.turnedOnSubject, NOTICE.turnedOnBody, NOTICE.ifNotYou);
    case 'turned_off':
      return say(NOTICE.turnedOffSubject, NOTICE.turnedOffBody, NOTICE.ifNotYou);
    case 'reset_by_admin':
      return say(NOTICE.resetSubject, NOTICE.resetBody, NOTICE.resetIfNotAsked);
    case 'recovery_code_used':
      return {
        subject: tr.t(NOTICE.recoveryCodeSubject),
        lines: [tr.t(NOTICE.recoveryCodeBody, { codesLeft: event.codesLeft }), tr.t(NOTICE.ifNotYou)],
      };
  }
}

export function twoFactorNoticeMail(brand: Brand, name: string, event: TwoFactorEvent): Mail {
  const { subject, lines } = wordsOf(brand.tr, event);
  const hello = greeting(brand.tr, name);
  return {
    subject,
    html: layout(brand, subject, paragraphs(hello, ...lines)),
    text: `${[hello, ...lines].join('\n\n')}\n\n${brand.name} · ${brand.origin}\n`,
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
