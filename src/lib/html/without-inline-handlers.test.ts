import { describe, expect, it } from 'vitest';
import { withoutInlineHandlers } from './without-inline-handlers';

describe('withoutInlineHandlers', () => {
  it('cuts event handlers out of tags and leaves text and other attributes alone', () => {
    expect(withoutInlineHandlers('<img src="/x.png" alt="Dock" onerror="window.__pwned = 2">')).toBe(
      '<img src="/x.png" alt="Dock" >',
    );
    expect(withoutInlineHandlers("<a href='/jobs' onclick='steal()' ONMOUSEOVER=go>Jobs</a>")).toBe(
      "<a href='/jobs'  >Jobs</a>",
    );
    expect(withoutInlineHandlers('<svg/onload=alert(1)>')).toBe('<svg/>');
    expect(withoutInlineHandlers('<p>Carry on = yes, online only</p>')).toBe('<p>Carry on = yes, online only</p>');
  });
});
