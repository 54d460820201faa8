import { describe, expect, it } from 'vitest';
import { routeHead, scriptsAfterPaint } from './server-render.ts';

describe('routeHead', () => {
  const assets = {
    '/browse-jobs': { js: ['assets/browse-jobs-a.js', 'assets/Drawer-b.js'], css: ['assets/filters-c.css'] },
    '/job-detail/$slug': { js: ['assets/slug-d.js', 'assets/Drawer-b.js'], css: [] },
  };
  const styleText = (file: string) => (file === 'assets/filters-c.css' ? '.f{color:red}' : '');

  it("writes the routes' styles into the page, then preloads each of their scripts once", () => {
    const head = routeHead(assets, ['__root__', '/browse-jobs', '/job-detail/$slug'], styleText).split('\n');
    expect(head).toEqual([
      '<style data-href="/assets/filters-c.css">.f{color:red}</style>',
      '<link rel="modulepreload" crossorigin href="/assets/browse-jobs-a.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Drawer-b.js">',
      '<link rel="modulepreload" crossorigin href="/assets/slug-d.js">',
    ]);
  });

  it('cannot be ended early by a stylesheet that holds "</style>"', () => {
    const head = routeHead(assets, ['/browse-jobs'], () => '.f::after{content:"</style><script>"}');
    expect(head.match(/<\/style>/g)).toHaveLength(1);
  });

  it('adds nothing for a route the build has no chunks for', () => {
    expect(routeHead(assets, ['__root__'], styleText)).toBe('');
  });
});

describe('scriptsAfterPaint', () => {
  it('asks for the entry script and every module preload at low priority, and for nothing else', () => {
    const page = [
      '<link rel="stylesheet" crossorigin href="/assets/index-C.css">',
      '<script type="module" crossorigin src="/assets/index-A.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-B.js">',
      '<script type="application/ld+json">{}</script>',
      '<link rel="icon" href="/favicon.svg">',
    ].join('\n');
    expect(scriptsAfterPaint(page).split('\n')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-C.css">',
      '<script type="module" crossorigin src="/assets/index-A.js" fetchpriority="low"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-B.js" fetchpriority="low">',
      '<script type="application/ld+json">{}</script>',
      '<link rel="icon" href="/favicon.svg">',
    ]);
  });

  it('keeps a priority a tag already names', () => {
    const tag = '<link rel="modulepreload" fetchpriority="high" href="/assets/a.js">';
    expect(scriptsAfterPaint(tag)).toBe(tag);
  });
});
