import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Tenant } from '../http/context.ts';
import { APP_MODULES_ELEMENT_ID } from '../../shared/ssr/start-on-intent.ts';
import { startOnIntentScript, startsOnIntent, withStartOnIntent } from './start-on-intent.ts';

const board = (over: Partial<Tenant> = {}): Tenant => ({
  id: 'c1',
  name: 'Board',
  slug: 'board',
  status: 'active',
  subscription: 'PREMIUM_MONTHLY',
  tier: 'premium',
  settings: {},
  appearance: {},
  host: 'board.test',
  primaryHost: 'board.test',
  ...over,
});

describe('which pages start the app on intent', () => {
  it("is a working board's that counts no visitors", () => {
    expect(startsOnIntent(board())).toBe(true);
  });

  it('is not a board with any analytics provider: its visits are counted (and consent asked) at once', () => {
    const withFirstParty = board({
      settings: { analytics: { firstParty: { enabled: true } }, features: { first_party_analytics: true } },
    });
    expect(startsOnIntent(withFirstParty)).toBe(false);
    const withPosthog = board({
      settings: { analytics: { posthog: { apiKey: 'phc_abc' } }, features: { posthog_analytics: true } },
    });
    expect(startsOnIntent(withPosthog)).toBe(false);
  });

  it('is a board whose plan leaves out its provider: nothing counts visitors there', () => {
    const offPlan = board({
      settings: { analytics: { firstParty: { enabled: true } }, features: { first_party_analytics: false } },
    });
    expect(startsOnIntent(offPlan)).toBe(true);
  });

  it("is not a board still onboarding or switched off: the app's domain check sends its visitors on at once", () => {
    expect(startsOnIntent(board({ status: 'onboarding' }))).toBe(false);
    expect(startsOnIntent(board({ status: 'suspended' }))).toBe(false);
  });
});

describe('the page that starts on intent', () => {
  const page = [
    '<html lang="en" data-mantine-color-scheme="light">',
    '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
    '<script type="module" crossorigin src="/assets/index-B1.js" fetchpriority="low"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/c.js" fetchpriority="low">',
    '<script type="application/json" id="ssr-state">{"src":"/assets/x.js"}</script>',
  ].join('\n');

  it("runs the module in place of the app's entry, names the entry, lists the preloads, and leaves the rest alone", () => {
    const out = withStartOnIntent(page, '/assets/start-on-intent-D2.js').split('\n');
    expect(out).toEqual([
      '<html lang="en" data-mantine-color-scheme="light" data-start="intent">',
      '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
      '<script type="module" crossorigin src="/assets/start-on-intent-D2.js" data-app="/assets/index-B1.js" fetchpriority="low"></script>',
      `<script type="application/json" id="${APP_MODULES_ELEMENT_ID}">["/assets/c.js"]</script>`,
      '<script type="application/json" id="ssr-state">{"src":"/assets/x.js"}</script>',
    ]);
  });

  it("is found through the build's manifest, and is missing from a build without it", () => {
    const dist = mkdtempSync(join(tmpdir(), 'intent-'));
    expect(startOnIntentScript(dist)).toBeNull();
    mkdirSync(join(dist, '.vite'));
    const manifest = { 'src/start-on-intent.ts': { file: 'assets/start-on-intent-D2.js', isEntry: true } };
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect(startOnIntentScript(dist)).toBe('/assets/start-on-intent-D2.js');
  });
});
