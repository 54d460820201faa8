// Rendering a board's mail template (docs/mail-templates.md). The syntax is {{variable}} and
// nothing else: no logic, no partials, no raw output, so an admin's text cannot run or inject
// anything. No template library is installed, and the one rule here (replace a known name, escape
// everything) is smaller than adapting one (mustache would bring sections and triple-brace raw
// output, both to be refused). The body is plain text: blank lines make paragraphs, single line
// breaks <br>; every character of the template and of the values is escaped into the HTML, and
// only a link variable holding an http(s) address becomes a link. The board's layout (templates.ts)
// frames it, as it frames the product's mails.
import { fieldError } from '../../errors/errors.ts';
import { escapeHtml, layout, type Brand, type Mail } from '../templates.ts';
import { MAIL_KINDS, type MailTemplateKind } from './catalogue.ts';

export type Draft = { subject: string; body: string };

type Part = { text: string } | { name: string };

const TOKEN = /\{\{[ \t]*([A-Za-z][A-Za-z0-9]{0,40})[ \t]*\}\}/g;

/** The template's literal text and variables, in order; unknown variables and stray braces are refused. */
export function parseTemplate(kind: MailTemplateKind, field: 'subject' | 'body', template: string): Part[] {
  const known = new Set(MAIL_KINDS[kind].variables.map((v) => v.name));
  const parts: Part[] = [];
  let at = 0;
  for (const m of template.matchAll(TOKEN)) {
    const name = m[1] ?? '';
    if (!known.has(name))
      throw fieldError(
        field,
        `{{${name}}} is not a variable of this mail: use ${[...known].map((k) => `{{${k}}}`).join(', ')}`,
      );
    parts.push({ text: template.slice(at, m.index) }, { name });
    at = m.index + m[0].length;
  }
  parts.push({ text: template.slice(at) });
  const stray = parts.find((p) => 'text' in p && /[{}]/.test(p.text));
  if (stray)
    throw fieldError(field, 'Write variables as {{name}}, with a name from the list and nothing else in the braces');
  return parts;
}

/** Both parts of a draft checked; throws the 400 naming the field at fault. */
export function checkDraft(kind: MailTemplateKind, draft: Draft): void {
  if (!draft.subject.trim()) throw fieldError('subject', 'Write a subject');
  if (!draft.body.trim()) throw fieldError('body', 'Write a body');
  parseTemplate(kind, 'subject', draft.subject);
  parseTemplate(kind, 'body', draft.body);
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

function plain(parts: Part[], values: Record<string, string>): string {
  return parts.map((p) => ('text' in p ? p.text : (values[p.name] ?? ''))).join('');
}

function html(kind: MailTemplateKind, parts: Part[], values: Record<string, string>): string {
  const urls = new Set(MAIL_KINDS[kind].variables.filter((v) => v.url).map((v) => v.name));
  const lineBreaks = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');
  return parts
    .map((p) => {
      if ('text' in p) return lineBreaks(p.text);
      const value = values[p.name] ?? '';
      if (urls.has(p.name) && /^https?:\/\//i.test(value))
        return `<a href="${escapeHtml(value)}" style="word-break:break-all">${escapeHtml(value)}</a>`;
      return lineBreaks(value);
    })
    .join('');
}

/** The body's paragraphs: split on blank lines of the template (values never start a paragraph). */
function paragraphs(body: string): string[] {
  return body
    .replace(/\r\n/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The mail as sent: subject on one line, HTML in the board's layout, plain text with its footer. */
export function renderMail(kind: MailTemplateKind, brand: Brand, draft: Draft, values: Record<string, string>): Mail {
  const subject = oneLine(plain(parseTemplate(kind, 'subject', draft.subject), values)).slice(0, 250);
  const paras = paragraphs(draft.body).map((p) => parseTemplate(kind, 'body', p));
  const bodyHtml = paras.map((p) => `<p style="margin:0 0 16px">${html(kind, p, values)}</p>`).join('');
  const text = `${paras.map((p) => plain(p, values)).join('\n\n')}\n\n${brand.name} · ${brand.origin}\n`;
  return { subject, html: layout(brand, subject, bodyHtml), text };
}
