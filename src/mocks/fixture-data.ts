// The data fixture mode serves: one seeded set from fixtures/, so every reload shows the same board.
import { createFixtures } from '@fixtures/index';
import type { Application, Job, JobSearchQuery, JobTrack } from '@generated/api/model';

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

// The signed-in candidate's My jobs: applications to the first fixture jobs in every status, and
// saved jobs further down the list, so both tabs link to job pages that open.
const STATUSES = ['APPLIED', 'SHORTLIST', 'IN_INTERVIEW', 'HIRED', 'REJECTED'] as const;
const me = fx.candidate();
export const fixtureMyApplications: Application[] = fixtureJobs
  .slice(0, 14)
  .map((job, i) =>
    fx.application({
      job: fx.jobSummaryOf(job),
      status: STATUSES[i % STATUSES.length],
      guest: null,
      candidate: fx.candidateCardOf(me),
    }),
  )
  .sort((a, b) => b.appliedAt.localeCompare(a.appliedAt));
export const fixtureSavedJobs: JobTrack[] = fixtureJobs.slice(20, 33).map((job, i) => ({
  _id: fx.faker.string.uuid(),
  jobId: job._id,
  job: fx.jobSummaryOf(job),
  isLive: job.status === 'ACTIVE',
  liked: true,
  savedAt: new Date(fx.now.getTime() - (i + 1) * 86_400_000).toISOString(),
  viewCount: 1 + (i % 4),
  lastViewedAt: new Date(fx.now.getTime() - i * 86_400_000).toISOString(),
}));
