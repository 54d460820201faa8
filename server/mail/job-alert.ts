// The e-mails of job alerts: the guest's confirmation (double opt-in) and the digest of new jobs,
// in the reader's language. Both carry the unsubscribe link; the digest also the one-click
// headers (RFC 8058).
import type { Translator } from '../i18n/translator.ts';
import { escapeHtml, htmlWithSlot, layout, type Brand, type Mail } from './templates.ts';

export type DigestJob = { title: string; company: string; place: string; url: string };

const ALERT = {
  footer: /*i18n*/ {
    id: 'mail.jobAlert.footer',
    message: 'You get this e-mail because of a job alert on this site. {unsubscribe}.',
  },
  unsubscribeOrChange: /*i18n*/ { id: 'mail.jobAlert.unsubscribeOrChange', message: 'Unsubscribe or change how often' },
  unsubscribe: /*i18n*/ { id: 'mail.jobAlert.unsubscribe', message: 'Unsubscribe' },
  confirmSubject: /*i18n*/ { id: 'mail.jobAlert.confirm.subject', message: 'Confirm your job alert: {alert}' },
  confirmHeading: /*i18n*/ { id: 'mail.jobAlert.confirm.heading', message: 'Confirm your job alert' },
  confirmAsked: /*i18n*/ {
    id: 'mail.jobAlert.confirm.asked',
    message: 'Someone, hopefully you, asked for e-mails of new jobs on {board}: {alert}.',
  },
  confirmStart: /*i18n*/ { id: 'mail.jobAlert.confirm.start', message: 'Confirm to start getting them.' },
  confirmIgnore: /*i18n*/ {
    id: 'mail.jobAlert.confirm.ignore',
    message: 'If it was not you, ignore this e-mail and you will hear nothing more.',
  },
  confirmButton: /*i18n*/ { id: 'mail.jobAlert.confirm.button', message: 'Confirm my job alert' },
  digestHeading: /*i18n*/ {
    id: 'mail.jobAlert.digest.heading',
    message: '{count, plural, one {# new job for {alert}} other {# new jobs for {alert}}}',
  },
  seeMore: /*i18n*/ { id: 'mail.jobAlert.digest.seeMore', message: 'See {count} more' },
  seeAll: /*i18n*/ { id: 'mail.jobAlert.digest.seeAll', message: 'See all matching jobs' },
};

const button = (brand: Brand, href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:${escapeHtml(brand.color)};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;

const footer = (tr: Translator, unsubscribeUrl: string) =>
  `<p style="color:#7b8794;font-size:12px;margin-top:24px">${htmlWithSlot(
    tr,
    ALERT.footer,
    {},
    'unsubscribe',
    `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#7b8794">${escapeHtml(tr.t(ALERT.unsubscribeOrChange))}</a>`,
  )}</p>`;

export function alertConfirmMail(
  brand: Brand,
  a: { alertName: string; confirmUrl: string; unsubscribeUrl: string },
): Mail {
  const { tr } = brand;
  const asked = { board: brand.name, alert: a.alertName };
  const start = tr.t(ALERT.confirmStart);
  const ignore = tr.t(ALERT.confirmIgnore);
  const subject = tr.t(ALERT.confirmSubject, { alert: a.alertName });
  return {
    subject,
    html: layout(
      brand,
      tr.t(ALERT.confirmHeading),
      `<p>${htmlWithSlot(tr, ALERT.confirmAsked, asked, 'alert', `<strong>${escapeHtml(a.alertName)}</strong>`)}</p><p>${escapeHtml(`${start} ${ignore}`)}</p>${button(brand, a.confirmUrl, tr.t(ALERT.confirmButton))}${footer(tr, a.unsubscribeUrl)}`,
    ),
    text: `${subject}\n\n${tr.t(ALERT.confirmAsked, asked)} ${start}\n${a.confirmUrl}\n\n${ignore}\n\n${tr.t(ALERT.unsubscribe)}: ${a.unsubscribeUrl}\n`,
  };
}

export function alertDigestMail(
  brand: Brand,
  d: { alertName: string; jobs: DigestJob[]; more: number; browseUrl: string; unsubscribeUrl: string },
): Mail {
  const { tr } = brand;
  const heading = tr.t(ALERT.digestHeading, { count: d.jobs.length + d.more, alert: d.alertName });
  const items = d.jobs
    .map(
      (j) =>
        `<tr><td style="padding:12px 0;border-bottom:1px solid #e4e7eb"><a href="${escapeHtml(j.url)}" style="color:${escapeHtml(brand.color)};font-size:16px;font-weight:bold;text-decoration:none">${escapeHtml(j.title)}</a><br><span style="color:#52606d">${escapeHtml(j.company)}${j.place ? ` · ${escapeHtml(j.place)}` : ''}</span></td></tr>`,
    )
    .join('');
  const browse = d.more ? tr.t(ALERT.seeMore, { count: d.more }) : tr.t(ALERT.seeAll);
  const more = d.more
    ? button(brand, d.browseUrl, browse)
    : `<p><a href="${escapeHtml(d.browseUrl)}" style="color:${escapeHtml(brand.color)}">${escapeHtml(browse)}</a></p>`;
  return {
    subject: heading,
    html: layout(
      brand,
      heading,
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${items}</table>${more}${footer(tr, d.unsubscribeUrl)}`,
    ),
    text: `${heading}\n\n${d.jobs
      .map((j) => `${j.title}\n${j.company}${j.place ? ` · ${j.place}` : ''}\n${j.url}`)
      .join('\n\n')}\n\n${browse}: ${d.browseUrl}\n\n${tr.t(ALERT.unsubscribeOrChange)}: ${d.unsubscribeUrl}\n`,
  };
}
