// The input rules find the first value that breaks them and say where it is.
import { describe, expect, it } from 'vitest';
import { findUnsafe, MAX_DEPTH } from './input-rules.ts';

describe('input rules', () => {
  it('pass ordinary values, unicode included', () => {
    expect(findUnsafe({ name: 'José 😀', tags: ['a', 'b'], n: 1.5e301, ok: true, none: null })).toBeNull();
  });

  it('name the value with a NUL, in a string or in a property name', () => {
    expect(findUnsafe({ a: [{ b: 'x\u0000y' }] })?.path).toEqual(['a', 0, 'b']);
    expect(findUnsafe({ a: { 'k\u0000': 1 } })).toMatchObject({
      path: ['a'],
      message: expect.stringContaining('property name'),
    });
  });

  it('name a lone surrogate', () => {
    expect(findUnsafe({ q: 'a\ud800' })).toMatchObject({ path: ['q'], message: expect.stringContaining('surrogate') });
  });

  it('stop at the nesting limit, however deep the value goes', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(findUnsafe(deep)?.path).toHaveLength(MAX_DEPTH);
    const fits = JSON.parse(`${'['.repeat(MAX_DEPTH)}${']'.repeat(MAX_DEPTH)}`) as unknown;
    expect(findUnsafe(fits)).toBeNull();
  });
});
