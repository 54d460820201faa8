import { describe, expect, it } from 'vitest';
import { generateJob, prng, type World } from './generate.ts';
import { FAMILIES } from './vocabulary.ts';

const world: World = {
  categories: new Map(
    [...new Set(FAMILIES.flatMap((f) => [f.category, f.sub ?? f.category]))].map((name, i) => [
      name,
      { id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, name },
    ]),
  ),
  companies: [{ id: '10000000-0000-4000-8000-000000000001', name: 'Lumen Fintech' }],
};
const NOW = Date.parse('2026-03-01T00:00:00Z');
const DAY = 86_400_000;

describe('generateJob', () => {
  it('is deterministic for a seed', () => {
    const a = prng(1);
    const b = prng(1);
    expect(generateJob(a, 0, 10, world, NOW)).toEqual(generateJob(b, 0, 10, world, NOW));
  });

  it('makes jobs the database accepts: consistent ranges, unique slugs, mostly live', () => {
    const r = prng(42);
    const jobs = Array.from({ length: 2000 }, (_, i) => generateJob(r, i, 2000, world, NOW));
    expect(new Set(jobs.map((j) => j.slug)).size).toBe(jobs.length);
    for (const j of jobs) {
      if (j.salary_min !== null) expect(j.salary_max).toBeGreaterThanOrEqual(j.salary_min);
      if (j.experience_min !== null) expect(j.experience_max).toBeGreaterThanOrEqual(j.experience_min);
      expect(j.skills.length).toBeGreaterThanOrEqual(3);
      expect(j.location_type === 'WFH').toBe(j.city_id === null);
      if (j.status === 'DRAFT') expect(j.posted_at).toBeNull();
    }
    const live = jobs.filter((j) => j.status === 'ACTIVE' && j.approval_status === 2).length / jobs.length;
    expect(live).toBeGreaterThan(0.8);
    expect(live).toBeLessThan(0.95);
    expect(new Set(jobs.map((j) => j.title)).size).toBeGreaterThan(100);
  });

  it('posts the jobs oldest first, more of them recently, over 120 days', () => {
    const r = prng(7);
    const total = 5000;
    const posted = Array.from({ length: total }, (_, i) => generateJob(r, i, total, world, NOW).posted_at)
      .filter((d): d is Date => d !== null)
      .map((d) => d.getTime());
    for (let i = 1; i < posted.length; i++) expect(posted[i]).toBeGreaterThanOrEqual(posted[i - 1] ?? 0);
    const share = (days: number) => posted.filter((t) => t >= NOW - days * DAY).length / posted.length;
    // 120 × u^1.6 is under d days for a share (d / 120)^(1 / 1.6) of u.
    for (const days of [1, 7, 30]) expect(share(days)).toBeCloseTo((days / 120) ** (1 / 1.6), 2);
    expect(Math.min(...posted)).toBeGreaterThanOrEqual(NOW - 120 * DAY);
    expect(Math.max(...posted)).toBeLessThanOrEqual(NOW);
  });
});
