// The iframe variant's page (/widget/jobs/{companyId}): the same list as the script draws, rendered
// here with no script at all, for sites whose policy forbids third-party scripts. Its policy lets
// only the company's listed origins (and the board itself, for the employer's preview) frame it.
import { createHash } from 'node:crypto';
import type { components } from '@generated/schema';
import { metaOf, widgetCss, widgetTexts } from '../../shared/jobs-widget/look.ts';
import { escapeHtml } from '../http/escape.ts';

type List = components['schemas']['JobsWidgetList'];

export function framePage(list: List): { html: string; styleHash: string } {
  const css = widgetCss(list.colors, 'body');
  const e = escapeHtml;
  const items = list.jobs
    .map(
      (job) =>
        `<li class="jw-item"><h3 class="jw-title"><a href="${e(job.url)}" target="_blank" rel="noopener">${e(
          job.title,
        )}</a></h3><p class="jw-meta">${e(metaOf(job))}</p></li>`,
    )
    .join('');
  const body = list.jobs.length
    ? `<ul class="jw-list">${items}</ul>`
    : `<p class="jw-empty">${e(widgetTexts.empty)}</p>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(
    widgetTexts.heading(list.company.name),
  )}</title><style>${css}</style></head><body><section class="jw" aria-labelledby="jw-h"><h2 class="jw-h" id="jw-h">${e(
    widgetTexts.heading(list.company.name),
  )}</h2>${body}<p class="jw-all"><a href="${e(list.board.url)}" target="_blank" rel="noopener">${e(
    widgetTexts.all(list.board.name),
  )}</a></p></section></body></html>`;
  return { html, styleHash: createHash('sha256').update(css).digest('base64') };
}

/** Only the listed origins and the board itself may frame the page; nothing may load into it. */
export function framePolicy(origins: readonly string[], styleHash: string): string {
  const ancestors = ["'self'", ...origins].join(' ');
  return `default-src 'none'; style-src 'sha256-${styleHash}'; frame-ancestors ${ancestors}; base-uri 'none'; form-action 'none'`;
}
