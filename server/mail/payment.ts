// E-mails about plans and payments (renewed, renewal failed, plan ended, payment link), in the
// look of templates.ts: tenant-branded, values escaped. The callers word the subject, lines and
// link in the reader's language (brand.tr): server/payments/locales holds those texts.
import { escapeHtml, layout, type Brand, type Mail } from './templates.ts';

export function paymentMail(
  brand: Brand,
  subject: string,
  lines: string[],
  link?: { href: string; label: string },
): Mail {
  const action = link
    ? `<p><a href="${escapeHtml(link.href)}" style="color:${escapeHtml(brand.color)};font-weight:bold">${escapeHtml(link.label)}</a></p>`
    : '';
  return {
    subject,
    html: layout(brand, subject, `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${action}`),
    text: `${lines.join('\n\n')}${link ? `\n\n${link.label}: ${link.href}` : ''}\n\n${brand.name} · ${brand.origin}\n`,
  };
}
