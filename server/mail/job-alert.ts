// The e-mails of job alerts: the guest's confirmation (double opt-in) and the digest of new jobs.
// Both carry the unsubscribe link; the digest also the one-click headers (RFC 8058).
import { escapeHtml, layout, type Brand, type Mail } from './templates.ts';

export type DigestJob = { title: string; company: string; place: string; url: string };

const button = (brand: Brand, href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:${escapeHtml(brand.color)};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;

const footer = (unsubscribeUrl: string) =>
  `<p style="color:#7b8794;font-size:12px;margin-top:24px">You get this e-mail because of a job alert on this site. <a href="${escapeHtml(unsubscribeUrl)}" style="color:#7b8794">Unsubscribe or change how often</a>.</p>`;

export function alertConfirmMail(
  brand: Brand,
  a: { alertName: string; confirmUrl: string; unsubscribeUrl: string },
): Mail {
  return {
    subject: `Confirm your job alert: ${a.alertName}`,
    html: layout(
      brand,
      'Confirm your job alert',
      `<p>Someone, hopefully you, asked for e-mails of new jobs on ${escapeHtml(brand.name)}: <strong>${escapeHtml(a.alertName)}</strong>.</p><p>Confirm to start getting them. If it was not you, ignore this e-mail and you will hear nothing more.</p>${button(brand, a.confirmUrl, 'Confirm my job alert')}${footer(a.unsubscribeUrl)}`,
    ),
    text: `Confirm your job alert: ${a.alertName}\n\nSomeone, hopefully you, asked for e-mails of new jobs on ${brand.name}. Confirm to start getting them:\n${a.confirmUrl}\n\nIf it was not you, ignore this e-mail and you will hear nothing more.\n\nUnsubscribe: ${a.unsubscribeUrl}\n`,
  };
}

export function alertDigestMail(
  brand: Brand,
  d: { alertName: string; jobs: DigestJob[]; more: number; browseUrl: string; unsubscribeUrl: string },
): Mail {
  const count = d.jobs.length + d.more;
  const heading = `${count} new job${count === 1 ? '' : 's'} for ${d.alertName}`;
  const items = d.jobs
    .map(
      (j) =>
        `<tr><td style="padding:12px 0;border-bottom:1px solid #e4e7eb"><a href="${escapeHtml(j.url)}" style="color:${escapeHtml(brand.color)};font-size:16px;font-weight:bold;text-decoration:none">${escapeHtml(j.title)}</a><br><span style="color:#52606d">${escapeHtml(j.company)}${j.place ? ` · ${escapeHtml(j.place)}` : ''}</span></td></tr>`,
    )
    .join('');
  const more = d.more
    ? button(brand, d.browseUrl, `See ${d.more} more`)
    : `<p><a href="${escapeHtml(d.browseUrl)}" style="color:${escapeHtml(brand.color)}">See all matching jobs</a></p>`;
  return {
    subject: heading,
    html: layout(
      brand,
      heading,
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${items}</table>${more}${footer(d.unsubscribeUrl)}`,
    ),
    text: `${heading}\n\n${d.jobs
      .map((j) => `${j.title}\n${j.company}${j.place ? ` · ${j.place}` : ''}\n${j.url}`)
      .join(
        '\n\n',
      )}\n\n${d.more ? `See ${d.more} more: ` : 'See all matching jobs: '}${d.browseUrl}\n\nUnsubscribe or change how often: ${d.unsubscribeUrl}\n`,
  };
}
