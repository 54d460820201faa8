// The catalogue's titles and navigation labels say what the manifest says, for every route and item.
import { describe, expect, it } from 'vitest';
import { nav, routePaths } from '@generated/manifest';
import { NAV_LABELS } from '@/components/layout/nav-labels';
import { i18n } from '@/lib/i18n/i18n';
import { routeInfo } from './guard';
import { ROUTE_TITLES, routeTitle } from './route-titles';

describe('route titles and navigation labels in the catalogue', () => {
  it('has every route with the manifest’s English title', () => {
    expect(Object.keys(ROUTE_TITLES).sort()).toEqual([...routePaths].sort());
    for (const path of routePaths) {
      const concrete = path.replace(/\{[^}]+\}/g, 'x');
      expect(routeTitle(path), path).toBe(routeInfo(concrete)?.title);
    }
  });

  it('has every navigation item with the manifest’s English label', () => {
    for (const item of [...nav.employer, ...nav.candidate])
      expect(i18n._(NAV_LABELS[item.key]), item.key).toBe(item.label);
  });
});
