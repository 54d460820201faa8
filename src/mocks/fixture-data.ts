// The data fixture mode serves: one seeded set from fixtures/, so every reload shows the same board.
import { createFixtures } from '@fixtures/index';
import type { Job, JobSearchQuery } from '@generated/api/model';

const fx = createFixtures(2026);

export const fixtureJobs: Job[] = fx.jobs(48, { status: 'ACTIVE', approvalStatus: 2 });

/** Companies as the company list shows them (summaries). */
export const fixtureCompanies = fx.companies(12).map((c) => fx.summaryOf(c));

/** A simple stand-in for the server's search: words of the keyword in the title or skills. */
export function searchFixtureJobs(query: JobSearchQuery): { items: Job[]; total: number } {
  const words = (query.keyword ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && w !== 'all');
  const matches = fixtureJobs.filter((j) => {
    const text = `${j.title} ${(j.skills ?? []).map((s) => s.nm).join(' ')}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  return { items: matches.slice((page - 1) * limit, page * limit), total: matches.length };
}

export function findFixtureJob(idOrSlug: string): Job | undefined {
  return fixtureJobs.find((j) => j._id === idOrSlug || j.slug === idOrSlug);
}
