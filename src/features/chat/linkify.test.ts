import { describe, expect, it } from 'vitest';
import { linkify, safeHref } from './linkify';

describe('linkify', () => {
  it('keeps plain text as one part', () => {
    expect(linkify('Thursday at 11:00 works.\nSee you')).toEqual([
      { kind: 'text', text: 'Thursday at 11:00 works.\nSee you' },
    ]);
  });

  it('finds http and https addresses, leaving sentence punctuation outside', () => {
    expect(linkify('Details: https://jobs.example.com/a?b=1. Or http://x.example, thanks')).toEqual([
      { kind: 'text', text: 'Details: ' },
      { kind: 'link', text: 'https://jobs.example.com/a?b=1', href: 'https://jobs.example.com/a?b=1' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'http://x.example', href: 'http://x.example/' },
      { kind: 'text', text: ', thanks' },
    ]);
  });

  it('keeps a parenthesis the address opened and drops one around it', () => {
    expect(linkify('(see https://en.wikipedia.org/wiki/Foo_(bar))')).toEqual([
      { kind: 'text', text: '(see ' },
      {
        kind: 'link',
        text: 'https://en.wikipedia.org/wiki/Foo_(bar)',
        href: 'https://en.wikipedia.org/wiki/Foo_(bar)',
      },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never links other schemes or markup', () => {
    const body = 'javascript:alert(1) <a href="https://evil.example">x</a> data:text/html,hi';
    const parts = linkify(body);
    expect(parts.filter((p) => p.kind === 'link').map((p) => p.text)).toEqual(['https://evil.example']);
    expect(parts.map((p) => p.text).join('')).toBe(body);
  });

  it('accepts only http(s) targets', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('https://ok.example/path')).toBe('https://ok.example/path');
    expect(safeHref('not a url')).toBeNull();
  });
});
