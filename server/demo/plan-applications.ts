// Who applied where, and which jobs candidates saved. Candidates mostly apply within their own
// field and often to the demo company, so its responses screens are busy; the demo candidate has one
// application in every status; guests apply too. Applications walk their status history with the
// company's people as reviewers.
import { APPLICATION_STATUSES, makeApplication, type Application } from '../../fixtures/applications.ts';
import { candidateCategory, type CandidateProfile } from '../../fixtures/candidates.ts';
import type { Fixtures, Job } from '../../fixtures/index.ts';
import { answersFor } from '../../fixtures/job-text.ts';
import { categoryOf } from '../../fixtures/master.ts';
import { person } from '../../fixtures/people.ts';
import type { PlannedJob, Poster } from './plan-jobs.ts';

export type PlannedTrack = {
  id: string;
  userId: string;
  jobId: string;
  liked: boolean;
  savedAt: string | null;
  viewCount: number;
  lastViewedAt: string | null;
};

const STATUS_WEIGHTS = [
  { weight: 35, value: 'APPLIED' as const },
  { weight: 20, value: 'SHORTLIST' as const },
  { weight: 15, value: 'IN_INTERVIEW' as const },
  { weight: 8, value: 'HIRED' as const },
  { weight: 22, value: 'REJECTED' as const },
];

type Input = {
  fx: Fixtures;
  jobs: PlannedJob[];
  candidates: CandidateProfile[];
  demoCandidate: CandidateProfile | undefined;
  demoCompanyId: string;
  guests: number;
  reviewersOf: (companyId: string) => Poster[];
};

const takesApplications = (j: Job) =>
  j.postedAt !== null &&
  j.approvalStatus === 2 &&
  j.redirectUrl === null &&
  j.status !== 'DRAFT' &&
  j.status !== 'DELETED';

export function planApplications(input: Input): Application[] {
  const { fx, candidates, demoCandidate } = input;
  const f = fx.faker;
  const open = input.jobs.map((p) => p.job).filter(takesApplications);
  if (!open.length) return [];
  const demoCompanyJobs = open.filter((j) => j.company._id === input.demoCompanyId);
  const reviewer = (job: { company: { _id: string; name: string } }) => {
    const r = f.helpers.arrayElement(input.reviewersOf(job.company._id));
    if (!r) throw new Error(`nobody at ${job.company.name} reviews applications`);
    return r;
  };

  const apply = (job: Job, overrides: Partial<Application>, profile?: CandidateProfile) =>
    makeApplication(
      fx.context,
      {
        job: () => fx.jobSummaryOf(job),
        candidate: () => profile ?? fx.candidate(),
        reviewer,
      },
      { job: fx.jobSummaryOf(job), answers: answersFor(f, job.questions), ...overrides },
    );

  const applications: Application[] = [];
  for (const candidate of candidates) {
    const taken = new Set<string>();
    const pick = (pool: Job[]) => {
      const free = pool.filter((j) => !taken.has(j._id));
      const job = free.length ? f.helpers.arrayElement(free) : undefined;
      if (job) taken.add(job._id);
      return job;
    };
    const field = candidateCategory(candidate);
    const same = open.filter((j) => field && categoryOf(j.category)?.slug === field.slug);
    if (candidate === demoCandidate) {
      // One application in every status, in the candidate's field where it can, at different companies.
      for (const status of APPLICATION_STATUSES) {
        const used = new Set([...taken].map((id) => open.find((j) => j._id === id)?.company._id));
        const fresh = (pool: Job[]) => pool.filter((j) => j.status === 'ACTIVE' && !used.has(j.company._id));
        const job = pick(fresh(same).length ? fresh(same) : fresh(open));
        if (job) applications.push(apply(job, { status, guest: null }, candidate));
      }
      continue;
    }
    const count = f.number.int({ min: 1, max: 7 });
    for (let n = 0; n < count; n++) {
      const r = f.number.float({ min: 0, max: 1 });
      const job = pick(r < 0.55 && same.length ? same : r < 0.8 ? demoCompanyJobs : open);
      if (!job) continue;
      applications.push(apply(job, { status: f.helpers.weightedArrayElement(STATUS_WEIGHTS), guest: null }, candidate));
    }
  }

  const publicJobs = open.filter((j) => j.status === 'ACTIVE');
  for (let g = 0; g < input.guests; g++) {
    const job = f.helpers.arrayElement(g % 3 === 0 && demoCompanyJobs.length ? demoCompanyJobs : publicJobs);
    if (!job) continue;
    const country = job.location?.country?.nm === 'India' ? 'IN' : 'GB';
    const who = person(fx.context, country);
    applications.push(
      apply(job, {
        status: f.helpers.weightedArrayElement(STATUS_WEIGHTS),
        candidate: null,
        guest: { name: who.name, email: who.email, mobNo: who.mobNo, countryCode: who.countryCode },
      }),
    );
  }
  return applications;
}

/** Saved and liked jobs: a few per candidate, more for the demo candidate. */
export function planTracks(
  fx: Fixtures,
  jobs: PlannedJob[],
  candidates: CandidateProfile[],
  demo?: CandidateProfile,
): PlannedTrack[] {
  const f = fx.faker;
  const publicJobs = jobs.map((p) => p.job).filter((j) => j.status === 'ACTIVE' && j.approvalStatus === 2);
  return candidates.flatMap((c) => {
    const n = c === demo ? 4 : f.number.int({ min: 0, max: 3 });
    return f.helpers.arrayElements(publicJobs, Math.min(n, publicJobs.length)).map((job, i) => {
      const lastViewedAt = fx.context.ago(f.number.float({ min: 0.1, max: 12 }));
      const saved = c === demo || f.datatype.boolean({ probability: 0.8 });
      return {
        id: f.string.uuid(),
        userId: c._id,
        jobId: job._id,
        liked: c === demo ? i < 2 : f.datatype.boolean({ probability: 0.4 }),
        savedAt: saved ? lastViewedAt : null,
        viewCount: f.number.int({ min: 1, max: 6 }),
        lastViewedAt,
      };
    });
  });
}

/** Puts each job's real applicant counts on it (views follow from them). */
export function countApplicants(fx: Fixtures, jobs: PlannedJob[], applications: Application[]): void {
  const f = fx.faker;
  const byJob = new Map<string, Application[]>();
  for (const a of applications) byJob.set(a.job._id, [...(byJob.get(a.job._id) ?? []), a]);
  for (const { job } of jobs) {
    const list = byJob.get(job._id) ?? [];
    const fresh = list.filter((a) => a.status === 'APPLIED' && a.viewedAt === null).length;
    const views = job.postedAt
      ? list.length * f.number.int({ min: 8, max: 25 }) + f.number.int({ min: 5, max: 80 })
      : 0;
    job.counts = { applicants: list.length, newApplicants: fresh, views };
  }
}
