import { describe, expect, it } from 'vitest';
import { displaySrc } from './display-src';

describe('displaySrc', () => {
  it('asks for an upload at twice its CSS width', () => {
    expect(displaySrc('/files/0123456789abcdef0123456789abcdef.png', 48)).toBe(
      '/files/0123456789abcdef0123456789abcdef.png?w=96',
    );
    expect(displaySrc('/files/a.png', 1500)).toBe('/files/a.png?w=2048');
  });

  it('leaves pictures from elsewhere, addresses that already ask for something, and none alone', () => {
    expect(displaySrc('https://logo.example.com/acme.png', 48)).toBe('https://logo.example.com/acme.png');
    expect(displaySrc('/files/a.png?w=64', 48)).toBe('/files/a.png?w=64');
    expect(displaySrc(null, 48)).toBeNull();
    expect(displaySrc('', 48)).toBeNull();
  });
});
