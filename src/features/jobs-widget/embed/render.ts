// Draws the widget into its shadow root: a heading and a list of links, each job's title its own
// heading, so a screen reader can jump from job to job and the keyboard tabs through the links.
// Built with DOM calls (never innerHTML): every text comes from the network.
import { metaOf, safeColors, widgetCss, widgetTexts, type WidgetJob } from '@shared/jobs-widget/look';

export type WidgetData = {
  company: { name: string };
  board: { name: string; url: string };
  colors: Record<string, unknown>;
  jobs: WidgetJob[];
};

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Only http(s) links are followed: a javascript: URL never becomes a link. */
function link(href: string, text: string): HTMLAnchorElement {
  const a = el('a', '', text);
  if (/^https?:\/\//i.test(href)) a.href = href;
  a.target = '_blank';
  a.rel = 'noopener';
  return a;
}

/** The styles live inside the shadow root; a constructed sheet also passes a host's strict CSP. */
function style(root: ShadowRoot, css: string): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
  } else root.append(el('style', '', css));
}

export function renderList(root: ShadowRoot, data: WidgetData): void {
  style(root, widgetCss(safeColors(data.colors), ':host'));
  const section = el('section', 'jw');
  const heading = el('h2', 'jw-h', widgetTexts.heading(data.company.name));
  heading.id = 'jw-h';
  section.setAttribute('aria-labelledby', 'jw-h');
  section.append(heading);
  if (data.jobs.length) {
    const list = el('ul', 'jw-list');
    for (const job of data.jobs) {
      const item = el('li', 'jw-item');
      const title = el('h3', 'jw-title');
      title.append(link(job.url, job.title));
      item.append(title, el('p', 'jw-meta', metaOf(job)));
      list.append(item);
    }
    section.append(list);
  } else section.append(el('p', 'jw-empty', widgetTexts.empty));
  const all = el('p', 'jw-all');
  all.append(link(data.board.url, widgetTexts.all(data.board.name)));
  section.append(all);
  root.replaceChildren(section);
}

/** A site the company did not list: a short note, no jobs. */
export function renderRefused(root: ShadowRoot): void {
  style(root, widgetCss(safeColors({}), ':host'));
  const section = el('section', 'jw');
  section.append(el('p', 'jw-note', widgetTexts.refused));
  root.replaceChildren(section);
}
