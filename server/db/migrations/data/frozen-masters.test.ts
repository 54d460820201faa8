// Migration 0004 seeds the platform's master data from a frozen copy. When today's defaults
// differ from it, a database migrated from scratch and one migrated years ago would disagree
// unless a new migration adds the difference: this test says so when someone changes them.
import { describe, expect, it } from 'vitest';
import { masterKey, platformMasters } from '../../../master-data/master-defaults.ts';
import { PLATFORM_MASTERS_0004 } from './0004-platform-masters.ts';

describe('the frozen platform masters of migration 0004', () => {
  it('are today’s defaults (a change to the defaults needs a migration of its own)', () => {
    const today = platformMasters().map((m) => ({
      id: m.id,
      kind: m.kind,
      name: m.name,
      slug: masterKey(m.name),
      code: m.code ?? null,
      sort: m.sort,
      is_other: m.isOther,
      meta: m.meta ?? null,
    }));
    expect(today).toEqual(PLATFORM_MASTERS_0004);
  });
});
