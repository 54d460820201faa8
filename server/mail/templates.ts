// E-mail templates, HTML and text, branded with the tenant's name and colour. Values are escaped:
// names come from users.
/** The installation's credit, for a board without white_label (white-label/powered-by.ts decides). */
export type PoweredBy = { name: string; url: string | null };

export type Brand = {
  name: string;
  color: string;
  origin: string;
  /** The installation's credit in the footer, for a board without white_label (white-label/powered-by.ts). */
  poweredBy?: PoweredBy | null;
};

export type Mail = { subject: string; html: string; text: string };

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The branded frame every e-mail shares: the tenant's name on its colour, the body, the footer. */
export function layout(brand: Brand, heading: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${escapeHtml(brand.color)};color:#ffffff;padding:20px 28px;font-size:20px;font-weight:bold">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:28px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;color:#7b8794;font-size:12px">Sent by ${escapeHtml(brand.name)} · <a href="${escapeHtml(brand.origin)}" style="color:#7b8794">${escapeHtml(brand.origin)}</a>${poweredByHtml(brand.poweredBy)}</td></tr>
</table></td></tr></table></body></html>`;
}

function poweredByHtml(credit: PoweredBy | null | undefined): string {
  if (!credit) return '';
  const name = escapeHtml(credit.name);
  return credit.url
    ? ` · Powered by <a href="${escapeHtml(credit.url)}" style="color:#7b8794">${name}</a>`
    : ` · Powered by ${name}`;
}

export const codeBlock = (code: string) =>
  `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0">${escapeHtml(code)}</p>`;

export function otpMail(brand: Brand, name: string, code: string, purpose: 'verify' | 'reset' | 'client'): Mail {
  const what =
    purpose === 'reset'
      ? 'reset your password'
      : purpose === 'client'
        ? 'create your job board'
        : 'verify your e-mail address';
  const subject = purpose === 'reset' ? `${code} is your password reset code` : `${code} is your verification code`;
  const greeting = name ? `Hi ${name},` : 'Hi,';
  return {
    subject,
    html: layout(
      brand,
      purpose === 'reset' ? 'Reset your password' : 'Your verification code',
      `<p>${escapeHtml(greeting)}</p><p>Use this code to ${what}:</p>${codeBlock(code)}<p>It is valid for 10 minutes. If you did not ask for it, you can ignore this e-mail.</p>`,
    ),
    text: `${greeting}\n\nUse this code to ${what}: ${code}\n\nIt is valid for 10 minutes. If you did not ask for it, you can ignore this e-mail.\n\n${brand.name} · ${brand.origin}\n`,
  };
}

export function welcomeMail(brand: Brand, name: string, role: 'candidate' | 'employer'): Mail {
  const next =
    role === 'employer'
      ? 'Set up your company profile and post your first job.'
      : 'Complete your profile so employers can find you, and set up job alerts.';
  return {
    subject: `Welcome to ${brand.name}`,
    html: layout(
      brand,
      `Welcome, ${name || 'there'}!`,
      `<p>Your account is ready.</p><p>${escapeHtml(next)}</p><p><a href="${escapeHtml(brand.origin)}" style="color:${escapeHtml(brand.color)}">Go to ${escapeHtml(brand.name)}</a></p>`,
    ),
    text: `Welcome, ${name || 'there'}!\n\nYour account is ready. ${next}\n\n${brand.origin}\n`,
  };
}

export function passwordChangedMail(brand: Brand, name: string): Mail {
  return {
    subject: 'Your password was changed',
    html: layout(
      brand,
      'Your password was changed',
      `<p>Hi ${escapeHtml(name || 'there')},</p><p>The password of your account was just changed. If this was not you, reset it now and contact us.</p>`,
    ),
    text: `Hi ${name || 'there'},\n\nThe password of your account was just changed. If this was not you, reset it now and contact us.\n`,
  };
}
