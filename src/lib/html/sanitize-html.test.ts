import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/lib/html/sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the formatting of a description', () => {
    expect(sanitizeHtml('<p>We <strong>ship</strong> weekly.</p><ul><li>React</li></ul>')).toBe(
      '<p>We <strong>ship</strong> weekly.</p><ul><li>React</li></ul>',
    );
  });

  it('removes scripts, style blocks, inline styles and event handlers', () => {
    const clean = sanitizeHtml(
      '<p style="color:red" onclick="steal()">Hi</p><script>alert(1)</script><style>body{display:none}</style><img src="x" onerror="steal()">',
    );
    expect(clean).toBe('<p>Hi</p><img src="x">');
  });

  it('turns a missing description into nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
  });
});
