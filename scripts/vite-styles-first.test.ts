import { describe, expect, it } from 'vitest';
import { stylesFirst } from './vite-styles-first.ts';

const BUILT = `<head>
    <title>Jobs</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head>`;

describe('stylesheets first', () => {
  it('moves the stylesheet above the entry script and its preloads, keeping everything else in order', () => {
    expect(stylesFirst(BUILT)).toBe(`<head>
    <title>Jobs</title>
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
  </head>`);
  });

  it('leaves a page whose stylesheets already come first, or that has no module script, as it is', () => {
    const first = stylesFirst(BUILT);
    expect(stylesFirst(first)).toBe(first);
    expect(stylesFirst('<head><link rel="stylesheet" href="/a.css"></head>')).toBe(
      '<head><link rel="stylesheet" href="/a.css"></head>',
    );
  });

  it('keeps two stylesheets in their order', () => {
    const two = BUILT.replace(
      '<link rel="stylesheet" crossorigin href="/assets/index-C.css">',
      '<link rel="stylesheet" href="/x.css">\n    <link rel="stylesheet" href="/y.css">',
    );
    const out = stylesFirst(two);
    expect(out.indexOf('/x.css')).toBeLessThan(out.indexOf('/y.css'));
    expect(out.indexOf('/y.css')).toBeLessThan(out.indexOf('index-A.js'));
    expect(out.match(/stylesheet/g)).toHaveLength(2);
  });
});
