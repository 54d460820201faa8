import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { stableIds, STABLE_USE_ID } from './vite-stable-ids.ts';

const mantineUseId = createRequire(import.meta.url)
  .resolve('@mantine/hooks')
  .replace(/cjs[\\/]index\.cjs$|esm[\\/]index\.mjs$/, 'esm/use-id/use-id.mjs');

function load(id: string): unknown {
  const hook = stableIds().load;
  const fn = typeof hook === 'function' ? hook : hook?.handler;
  return fn?.call({} as never, id);
}

describe('stable ids', () => {
  it("replaces Mantine's useId module and nothing else", () => {
    expect(load(mantineUseId)).toBe(STABLE_USE_ID);
    expect(load(`${mantineUseId}?v=1`)).toBe(STABLE_USE_ID);
    expect(load(mantineUseId.replace('use-id.mjs', 'use-id-other.mjs'))).toBeNull();
    expect(load('/app/src/lib/use-id.mjs')).toBeNull();
  });

  it("keeps the id Mantine's own hook renders first, so the server's markup (rendered by either) hydrates", () => {
    // An upgrade that changes Mantine's first id would make the server and the browser disagree.
    const source = readFileSync(mantineUseId, 'utf8');
    expect(source).toContain('useState(`mantine-${reactId.replace(/:/g, "")}`)');
    expect(STABLE_USE_ID).toContain("`mantine-${reactId.replace(/:/g, '')}`");
    expect(source).toMatch(/if \(typeof staticId === "string"\) return staticId;/);
  });
});
