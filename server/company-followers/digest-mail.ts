// The e-mail digest of followed companies' new jobs: the jobs told since the last one, each with
// its company and place, and where the candidate turns the digest off. Written in the reader's
// language (the brand's translator); the jobs' titles and companies stay as their boards wrote them.
import { escapeHtml, greeting, layout, type Brand, type Mail } from '../mail/templates.ts';

export type DigestLine = { title: string; company: string; place: string; url: string };

const DIGEST = {
  heading: /*i18n*/ {
    id: 'company-followers.digest.heading',
    message: '{count, plural, one {# new job at companies you follow} other {# new jobs at companies you follow}}',
  },
  more: /*i18n*/ {
    id: 'company-followers.digest.more',
    message: 'And {count} more in your notifications on {board}.',
  },
  why: /*i18n*/ {
    id: 'company-followers.digest.why',
    message: 'You get this e-mail because you follow companies on {board} and asked for a digest of their new jobs.',
  },
  manage: /*i18n*/ {
    id: 'company-followers.digest.manage',
    message: 'Turn the digest off or manage the companies you follow',
  },
};

export function followerDigestMail(
  brand: Brand,
  d: { name: string; jobs: DigestLine[]; more: number; manageUrl: string },
): Mail {
  const { tr } = brand;
  const heading = tr.t(DIGEST.heading, { count: d.jobs.length + d.more });
  const hello = greeting(tr, d.name);
  const more = d.more ? tr.t(DIGEST.more, { count: d.more, board: brand.name }) : '';
  const why = tr.t(DIGEST.why, { board: brand.name });
  const manage = tr.t(DIGEST.manage);
  const items = d.jobs
    .map(
      (j) =>
        `<tr><td style="padding:12px 0;border-bottom:1px solid #e4e7eb"><a href="${escapeHtml(j.url)}" style="color:${escapeHtml(brand.color)};font-size:16px;font-weight:bold;text-decoration:none">${escapeHtml(j.title)}</a><br><span style="color:#52606d">${escapeHtml(j.company)}${j.place ? ` · ${escapeHtml(j.place)}` : ''}</span></td></tr>`,
    )
    .join('');
  const footer = `<p style="color:#7b8794;font-size:12px;margin-top:24px">${escapeHtml(why)} <a href="${escapeHtml(d.manageUrl)}" style="color:#7b8794">${escapeHtml(manage)}</a>.</p>`;
  return {
    subject: heading,
    html: layout(
      brand,
      heading,
      `<p>${escapeHtml(hello)}</p><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${items}</table>${more ? `<p>${escapeHtml(more)}</p>` : ''}${footer}`,
    ),
    text: `${hello}\n\n${heading}\n\n${d.jobs
      .map((j) => `${j.title}\n${j.company}${j.place ? ` · ${j.place}` : ''}\n${j.url}`)
      .join('\n\n')}${more ? `\n\n${more}` : ''}\n\n${manage}: ${d.manageUrl}\n`,
  };
}
