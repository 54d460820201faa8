import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeFilesOf } from './route-tree-files.ts';

const tree = readFileSync(new URL('../src/routeTree.gen.ts', import.meta.url), 'utf8');

describe('routeFilesOf', () => {
  const routes = routeFilesOf(tree);

  it('finds the file of every route the generated tree lists by id', () => {
    const block = tree.slice(tree.indexOf('export interface FileRoutesById'));
    const ids = [...block.slice(0, block.indexOf('}')).matchAll(/^\s+'([^']+)': typeof/gm)].map((m) => m[1]);
    const known = ids.filter((id) => id !== '__root__');
    expect(known.length).toBeGreaterThan(50);
    expect(routes.map((r) => r.id).sort()).toEqual(known.sort());
  });

  it('names the module a route id comes from', () => {
    expect(routes).toContainEqual({ id: '/browse-jobs', file: 'src/routes/browse-jobs' });
    expect(routes).toContainEqual({ id: '/job-detail/$slug', file: 'src/routes/job-detail/$slug' });
    expect(routes).toContainEqual({ id: '/', file: 'src/routes/index' });
  });
});
