// Every plan flag of the manifest means something (issue #48, item 3): it is always allowed with
// its reason in the manifest, or something checks it — an operation's x-feature in the contract
// (server/http/guard.ts refuses the call; server/payments/feature-flags.test.ts proves each both
// ways), a check in the server's code (featureAllowed, companyMay, callerMay, the posting steps'
// needFeature: the flag's key written in a production file), or a gate in the web app
// (<FeatureGate feature="…">, useFeature('…'), the board's features list read for it). The flags that gate nothing yet are listed below
// with why; the list may only shrink: a flag that gates something leaves it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureFlags } from '@generated/manifest';

const NOT_YET_GATED: Record<string, string> = {};

/** Files of the catalogue, the demo data and the tests: they name flags without checking them. */
const NOT_A_CHECK = [
  /\.test\.tsx?$/,
  /test-support\.ts$/,
  /test-setup\.ts$/,
  /\/test\//,
  /\/probes\//,
  /^server\/demo\//,
  /^server\/payments\/catalogue\.ts$/,
  /^server\/payments\/sold-flags\.ts$/,
  /^src\/mocks\//,
  /^src\/lib\/plans\/feature-labels\.ts$/,
];

function filesUnder(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesUnder(path, out);
    else if (/\.(tsx?|ya?ml)$/.test(name) && !NOT_A_CHECK.some((r) => r.test(path))) out.push(path);
  }
  return out;
}

const read = (dirs: string[]) => dirs.flatMap((d) => filesUnder(d)).map((f) => readFileSync(f, 'utf8'));

/** The flags something checks, by where. */
function gatedFlags(): Set<string> {
  const gated = new Set<string>();
  for (const text of read(['contract/paths']))
    for (const [, flag] of text.matchAll(/x-feature:\s*([a-z0-9_]+)/g)) if (flag) gated.add(flag);
  const server = read(['server']).join('\n');
  const web = read(['src']).join('\n');
  for (const { key } of Object.values(featureFlags)) {
    if (server.includes(`'${key}'`)) gated.add(key);
    if (web.includes(`feature="${key}"`) || web.includes(`useFeature('${key}')`) || web.includes(`includes('${key}')`))
      gated.add(key);
  }
  return gated;
}

describe('plan flags', () => {
  const gated = gatedFlags();
  const flags = Object.values(featureFlags);

  it('each gates something, or is always allowed with its reason, or is listed with why not yet', () => {
    const nothing = flags
      .filter((f) => !f.alwaysAllowed && !gated.has(f.key) && !(f.key in NOT_YET_GATED))
      .map((f) => f.key);
    expect(nothing).toEqual([]);
    for (const f of flags.filter((x) => x.alwaysAllowed)) expect(f.alwaysAllowedReason).toMatch(/\S.{19,}/);
  });

  it('lists only flags that still gate nothing (a flag that now gates something leaves the list)', () => {
    const known = new Set<string>(flags.map((f) => f.key));
    expect(Object.keys(NOT_YET_GATED).filter((k) => !known.has(k))).toEqual([]);
    expect(Object.keys(NOT_YET_GATED).filter((k) => gated.has(k))).toEqual([]);
    expect(flags.filter((f) => f.alwaysAllowed && f.key in NOT_YET_GATED).map((f) => f.key)).toEqual([]);
  });

  it('finds the checks where they are written', () => {
    // One of each kind: an x-feature, a server check, a web gate.
    expect(gated.has('chat')).toBe(true);
    expect(gated.has('job_rss_feed')).toBe(true);
    expect(gated.has('profile_completion')).toBe(true);
  });
});
