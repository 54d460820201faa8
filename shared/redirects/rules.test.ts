// The redirect form's own checks and the paths a rule may not start from, as the console's form and
// the server both read them.
import { describe, expect, it } from 'vitest';
import {
  FROM_SHAPE,
  RESERVED_CONSOLE,
  RESERVED_SERVER,
  RESERVED_SIGN_IN,
  TO_SHAPE,
  fromProblem,
  reservedFromProblem,
  toProblem,
} from './rules.ts';

describe('reservedFromProblem', () => {
  it('keeps the console, in any case, the sign-in pages and what the server answers itself', () => {
    for (const p of ['/admin', '/admin/redirects', '/ADMIN/jobs'])
      expect(reservedFromProblem(p), p).toBe(RESERVED_CONSOLE);
    for (const p of ['/login', '/employer/login', '/jobsseekers/login'])
      expect(reservedFromProblem(p), p).toBe(RESERVED_SIGN_IN);
    for (const p of [
      '/client',
      '/client/api/v1/jobs',
      '/assets/a.js',
      '/files/x',
      '/feeds/jobs.rss',
      '/sitemap.xml',
      '/sitemaps/1.xml',
      '/robots.txt',
    ])
      expect(reservedFromProblem(p), p).toBe(RESERVED_SERVER);
  });

  it('lets the board move its other pages, including look-alikes of reserved ones', () => {
    for (const p of ['/', '/administration', '/sitemap', '/clients', '/employer/login-help', '/careers/admin'])
      expect(reservedFromProblem(p), p).toBeNull();
  });
});

describe('the form’s checks', () => {
  it('wants an old path starting with /, without query or #, outside the reserved ones', () => {
    expect(fromProblem('')).toBe('Enter the old path');
    expect(fromProblem('jobs/old')).toBe(FROM_SHAPE);
    expect(fromProblem('/jobs?page=2')).toBe(FROM_SHAPE);
    expect(fromProblem('/jobs#top')).toBe(FROM_SHAPE);
    expect(fromProblem('//admin//')).toBe(RESERVED_CONSOLE);
    expect(fromProblem(' /jobs/old/ ')).toBeNull();
  });

  it('wants a target that is a path or an http(s) address, never another origin', () => {
    expect(toProblem('')).toBe('Enter where the old path now leads');
    for (const t of ['jobs', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/a#top', 'ftp://x'])
      expect(toProblem(t), t).toBe(TO_SHAPE);
    for (const t of ['/browse-jobs?category=it', 'https://careers.example.com/p/x', 'http://a.test/'])
      expect(toProblem(t), t).toBeNull();
  });
});
