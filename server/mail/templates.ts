// E-mail templates, HTML and text, branded with the tenant's name and colour and written in the
// reader's language (docs/localization.md, "Mails"). Values are escaped: names come from users.
import type { Locale } from '../../shared/i18n/locales.ts';
import type { MessageDescriptor, MessageValues, Translator } from '../i18n/translator.ts';

/** The installation's credit, for a board without white_label (white-label/powered-by.ts decides). */
export type PoweredBy = { name: string; url: string | null };

/** Everything a mail's frame needs: the board's look, and the reader's language. */
export type Brand = {
  name: string;
  color: string;
  origin: string;
  /** The installation's credit in the footer, for a board without white_label (white-label/powered-by.ts). */
  poweredBy?: PoweredBy | null;
  /** The reader's language: the mail's texts, dates and numbers (server/i18n/translator.ts). */
  tr: Translator;
  /** The board's default language, the one its rewritten mails are written in (custom/board-mail.ts). */
  boardLocale: Locale;
};

export type Mail = { subject: string; html: string; text: string };

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const FRAME = {
  sentBy: /*i18n*/ { id: 'mail.frame.sentBy', message: 'Sent by {board}' },
  poweredBy: /*i18n*/ { id: 'mail.frame.poweredBy', message: 'Powered by {platform}' },
};

/** The branded frame every e-mail shares: the tenant's name on its colour, the body, the footer. */
export function layout(brand: Brand, heading: string, bodyHtml: string): string {
  return `<!doctype html><html lang="${brand.tr.locale}"><body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${escapeHtml(brand.color)};color:#ffffff;padding:20px 28px;font-size:20px;font-weight:bold">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:28px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;color:#7b8794;font-size:12px">${escapeHtml(brand.tr.t(FRAME.sentBy, { board: brand.name }))} · <a href="${escapeHtml(brand.origin)}" style="color:#7b8794">${escapeHtml(brand.origin)}</a>${poweredByHtml(brand)}</td></tr>
</table></td></tr></table></body></html>`;
}

function poweredByHtml({ poweredBy: credit, tr }: Brand): string {
  if (!credit) return '';
  const name = escapeHtml(credit.name);
  const named = credit.url ? `<a href="${escapeHtml(credit.url)}" style="color:#7b8794">${name}</a>` : name;
  return ` · ${htmlWithSlot(tr, FRAME.poweredBy, {}, 'platform', named)}`;
}

const SLOT = '\u0000';

/**
 * A translated sentence as HTML with one value given as markup (a bold name, a link): the value is
 * a placeholder of the message, so the translation decides where it goes, and the message itself
 * stays free of HTML. `descriptor` said with `values`, escaped, its `slot` replaced by `html` (already safe).
 */
export function htmlWithSlot(
  tr: Translator,
  descriptor: MessageDescriptor,
  values: MessageValues,
  slot: string,
  html: string,
): string {
  return escapeHtml(tr.t(descriptor, { ...values, [slot]: SLOT }))
    .split(SLOT)
    .join(html);
}

export const codeBlock = (code: string) =>
  `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0">${escapeHtml(code)}</p>`;

/** Paragraphs of plain text as HTML, each escaped. */
export const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');

/** A greeting by first name, or a plain one without a name. */
export function greeting(tr: Translator, name: string): string {
  return name ? tr.t(GREETING.named, { name }) : tr.t(GREETING.plain);
}

const GREETING = {
  named: /*i18n*/ { id: 'mail.greeting.named', message: 'Hi {name},' },
  plain: /*i18n*/ { id: 'mail.greeting.plain', message: 'Hi,' },
};

const OTP = {
  purposeReset: /*i18n*/ { id: 'mail.otp.purpose.reset', message: 'Use this code to reset your password:' },
  purposeClient: /*i18n*/ { id: 'mail.otp.purpose.client', message: 'Use this code to create your job board:' },
  purposeVerify: /*i18n*/ { id: 'mail.otp.purpose.verify', message: 'Use this code to verify your e-mail address:' },
  subjectReset: /*i18n*/ { id: 'mail.otp.subject.reset', message: '{code} is your password reset code' },
  subjectVerify: /*i18n*/ { id: 'mail.otp.subject.verify', message: '{code} is your verification code' },
  headingReset: /*i18n*/ { id: 'mail.otp.heading.reset', message: 'Reset your password' },
  headingVerify: /*i18n*/ { id: 'mail.otp.heading.verify', message: 'Your verification code' },
  validity: /*i18n*/ {
    id: 'mail.otp.validity',
    message: 'It is valid for 10 minutes. If you did not ask for it, you can ignore this e-mail.',
  },
};

export function otpMail(brand: Brand, name: string, code: string, purpose: 'verify' | 'reset' | 'client'): Mail {
  const { tr } = brand;
  const use = tr.t(
    purpose === 'reset' ? OTP.purposeReset : purpose === 'client' ? OTP.purposeClient : OTP.purposeVerify,
  );
  const hello = greeting(tr, name);
  const validity = tr.t(OTP.validity);
  return {
    subject: tr.t(purpose === 'reset' ? OTP.subjectReset : OTP.subjectVerify, { code }),
    html: layout(
      brand,
      tr.t(purpose === 'reset' ? OTP.headingReset : OTP.headingVerify),
      `${paragraphs(hello, use)}${codeBlock(code)}${paragraphs(validity)}`,
    ),
    text: `${hello}\n\n${use} ${code}\n\n${validity}\n\n${brand.name} · ${brand.origin}\n`,
  };
}

const WELCOME = {
  subject: /*i18n*/ { id: 'mail.welcome.subject', message: 'Welcome to {board}' },
  headingNamed: /*i18n*/ { id: 'mail.welcome.heading.named', message: 'Welcome, {name}!' },
  heading: /*i18n*/ { id: 'mail.welcome.heading', message: 'Welcome!' },
  ready: /*i18n*/ { id: 'mail.welcome.ready', message: 'Your account is ready.' },
  nextEmployer: /*i18n*/ {
    id: 'mail.welcome.next.employer',
    message: 'Set up your company profile and post your first job.',
  },
  nextCandidate: /*i18n*/ {
    id: 'mail.welcome.next.candidate',
    message: 'Complete your profile so employers can find you, and set up job alerts.',
  },
  goTo: /*i18n*/ { id: 'mail.welcome.goTo', message: 'Go to {board}' },
};

export function welcomeMail(brand: Brand, name: string, role: 'candidate' | 'employer'): Mail {
  const { tr } = brand;
  const heading = name ? tr.t(WELCOME.headingNamed, { name }) : tr.t(WELCOME.heading);
  const ready = tr.t(WELCOME.ready);
  const next = tr.t(role === 'employer' ? WELCOME.nextEmployer : WELCOME.nextCandidate);
  return {
    subject: tr.t(WELCOME.subject, { board: brand.name }),
    html: layout(
      brand,
      heading,
      `${paragraphs(ready, next)}<p><a href="${escapeHtml(brand.origin)}" style="color:${escapeHtml(brand.color)}">${escapeHtml(tr.t(WELCOME.goTo, { board: brand.name }))}</a></p>`,
    ),
    text: `${heading}\n\n${ready} ${next}\n\n${brand.origin}\n`,
  };
}

const PASSWORD_CHANGED = {
  subject: /*i18n*/ { id: 'mail.passwordChanged.subject', message: 'Your password was changed' },
  body: /*i18n*/ {
    id: 'mail.passwordChanged.body',
    message: 'The password of your account was just changed. If this was not you, reset it now and contact us.',
  },
};

export function passwordChangedMail(brand: Brand, name: string): Mail {
  const { tr } = brand;
  const subject = tr.t(PASSWORD_CHANGED.subject);
  const hello = greeting(tr, name);
  const body = tr.t(PASSWORD_CHANGED.body);
  return {
    subject,
    html: layout(brand, subject, paragraphs(hello, body)),
    text: `${hello}\n\n${body}\n`,
  };
}
