// The description is stored as HTML (the server sanitises it), but typed here as plain text:
// blank lines separate paragraphs and lines starting with "-" or "•" become a bullet list.
// Turning the stored HTML back into that text lets a draft be edited in the same box.

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const BULLET = /^\s*[-•*]\s+/;

export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      if (lines.length > 0 && lines.every((l) => BULLET.test(l)))
        return `<ul>${lines.map((l) => `<li>${escape(l.replace(BULLET, ''))}</li>`).join('')}</ul>`;
      return `<p>${lines.map(escape).join('<br>')}</p>`;
    })
    .join('');
}

export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks: string[] = [];
  doc.body.childNodes.forEach((node) => {
    if (node instanceof HTMLElement && (node.tagName === 'UL' || node.tagName === 'OL')) {
      blocks.push(
        Array.from(node.querySelectorAll('li'))
          .map((li) => `- ${li.textContent?.trim() ?? ''}`)
          .join('\n'),
      );
      return;
    }
    if (node instanceof HTMLElement) {
      node.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
    }
    const text = node.textContent?.trim();
    if (text) blocks.push(text);
  });
  return blocks.join('\n\n');
}

/** The visible length of a description, which the contract's 30-character minimum applies to. */
export function plainLength(text: string): number {
  return text.replace(/\s+/g, ' ').trim().length;
}
