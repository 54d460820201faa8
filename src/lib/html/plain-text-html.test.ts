import { describe, expect, it } from 'vitest';
import { htmlToText, textToHtml } from './plain-text-html';

describe('description text', () => {
  it('turns paragraphs and dash lines into HTML, escaping markup', () => {
    expect(textToHtml('Hello <b>team</b>\n\n- One\n- Two')).toBe(
      '<p>Hello &lt;b&gt;team&lt;/b&gt;</p><ul><li>One</li><li>Two</li></ul>',
    );
  });

  it('reads stored HTML back into the same text', () => {
    const text = 'We build payments.\nIn Bengaluru.\n\n- Build React screens\n- Mentor engineers';
    expect(htmlToText(textToHtml(text))).toBe(text);
  });
});
