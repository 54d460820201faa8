// The feature flag keys that `x-feature` may name: the manifest's.
import { readFileSync } from 'node:fs';

export function flagKeys(dir = 'contract'): string[] {
  const m = JSON.parse(readFileSync(`${dir}/manifest.json`, 'utf8')) as { featureFlags: Array<{ key: string }> };
  return m.featureFlags.map((f) => f.key);
}
