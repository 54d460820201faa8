// The e-mail digest of followed companies' new jobs: the jobs told since the last one, each with
// its company and place, and where the candidate turns the digest off.
import { escapeHtml, layout, type Brand, type Mail } from '../mail/templates.ts';

export type DigestLine = { title: string; company: string; place: string; url: string };

export function followerDigestMail(
  brand: Brand,
  d: { name: string; jobs: DigestLine[]; more: number; manageUrl: string },
): Mail {
  const count = d.jobs.length + d.more;
  const heading = `${count} new job${count === 1 ? '' : 's'} at companies you follow`;
  const greeting = d.name ? `Hi ${d.name},` : 'Hi,';
  const items = d.jobs
    .map(
      (j) =>
        `<tr><td style="padding:12px 0;border-bottom:1px solid #e4e7eb"><a href="${escapeHtml(j.url)}" style="color:${escapeHtml(brand.color)};font-size:16px;font-weight:bold;text-decoration:none">${escapeHtml(j.title)}</a><br><span style="color:#52606d">${escapeHtml(j.company)}${j.place ? ` · ${escapeHtml(j.place)}` : ''}</span></td></tr>`,
    )
    .join('');
  const more = d.more ? `<p>And ${d.more} more in your notifications on ${escapeHtml(brand.name)}.</p>` : '';
  const footer = `<p style="color:#7b8794;font-size:12px;margin-top:24px">You get this e-mail because you follow companies on ${escapeHtml(brand.name)} and asked for a digest of their new jobs. <a href="${escapeHtml(d.manageUrl)}" style="color:#7b8794">Turn the digest off or manage the companies you follow</a>.</p>`;
  return {
    subject: heading,
    html: layout(
      brand,
      heading,
      `<p>${escapeHtml(greeting)}</p><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${items}</table>${more}${footer}`,
    ),
    text: `${greeting}\n\n${heading}\n\n${d.jobs
      .map((j) => `${j.title}\n${j.company}${j.place ? ` · ${j.place}` : ''}\n${j.url}`)
      .join(
        '\n\n',
      )}${d.more ? `\n\nAnd ${d.more} more in your notifications on ${brand.name}.` : ''}\n\nTurn the digest off or manage the companies you follow: ${d.manageUrl}\n`,
  };
}
