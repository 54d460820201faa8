// sitemaps.org XML: the index of a host's sitemap files, and a URL set.
import { escapeXml } from '../http/escape.ts';
import type { SitemapUrl } from './sitemap.ts';

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function sitemapIndexXml(files: { loc: string; lastmod: string | null }[]): string {
  const entries = files.map(
    (f) =>
      `  <sitemap><loc>${escapeXml(f.loc)}</loc>${f.lastmod ? `<lastmod>${escapeXml(f.lastmod)}</lastmod>` : ''}</sitemap>\n`,
  );
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('')}</sitemapindex>\n`;
}

export function urlSetXml(urls: SitemapUrl[]): string {
  const entries = urls.map(
    (u) =>
      `  <url><loc>${escapeXml(u.loc)}</loc><lastmod>${escapeXml(u.lastmod)}</lastmod>` +
      `${u.changefreq ? `<changefreq>${u.changefreq}</changefreq>` : ''}` +
      `${u.priority === undefined ? '' : `<priority>${u.priority.toFixed(1)}</priority>`}</url>\n`,
  );
  return `${HEAD}<urlset xmlns="${NS}">\n${entries.join('')}</urlset>\n`;
}
