// Matching over real HTTP: one job and 50 generated profiles with known overlap, five designed to
// fit best; what the company sees of its matches and recommendations, and what it never sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { caller, liveJob, makeWorld, type World } from '../../applications/test/support.ts';
import { addJob, PLACES } from '../../jobs-discovery/test/support.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import type { TestUser } from '../../test/world.ts';
import { addProfile, type ProfileSeed } from './test/support.ts';

type S = components['schemas'];
type Page<T> = { items: T[]; pagination: S['Pagination'] };

const JOB_SKILLS = ['React', 'TypeScript', 'Node.js', 'GraphQL', 'CSS'];
// The best five write some skills the way people do; synonyms must still match them.
const BEST_SKILLS = ['ReactJS', 'TS', 'NodeJS', 'GraphQL', 'CSS'];

let server: TestServer;
let world: World;
let call: ReturnType<typeof caller>;
let jobId: string;
let rivalJobId: string;
const best: TestUser[] = [];
let near: TestUser;
let hidden: TestUser;
let elsewhere: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  world = await makeWorld(server);
  call = caller(server);
  const { db } = server.database;
  const { secret } = server.deps;
  const job = await liveJob(server, world, 'Senior Frontend Engineer', {
    skills: JOB_SKILLS,
    city: PLACES.bengaluru,
    state: PLACES.karnataka,
    experience_min: 3,
    experience_max: 6,
    salary: { min: 1_500_000, max: 2_500_000, currency: 'INR' },
    qualification: JSON.stringify({ id: 'q-bachelor', nm: "Bachelor's Degree" }),
  });
  jobId = job.id;
  const rivalCompany = world.rival.companyId ?? '';
  rivalJobId = (
    await addJob(db, server.tenantA, rivalCompany, {
      title: 'Frontend Engineer',
      category: world.category,
      skills: JOB_SKILLS,
    })
  ).id;

  const perfect: ProfileSeed = {
    headline: 'Frontend Engineer',
    titles: ['Frontend Engineer'],
    skills: BEST_SKILLS,
    years: 4,
  };
  for (let i = 0; i < 5; i++)
    best.push(await addProfile(db, secret, server.tenantA, { ...perfect, firstName: `Best${i}`, withResume: true }));
  // 45 others: 0 to 3 of the job's skills, a mix of titles, places and experience; none can
  // reach the best five (3 of 5 skills and everything else perfect is 84; they score 100).
  const titles = ['Frontend Engineer', 'Backend Engineer', 'Accountant'];
  const cities = [
    { city: PLACES.bengaluru, state: PLACES.karnataka },
    { city: PLACES.pune, state: PLACES.maharashtra },
    { city: PLACES.mumbai, state: PLACES.maharashtra },
  ];
  for (let i = 0; i < 44; i++) {
    const k = i % 4;
    await addProfile(db, secret, server.tenantA, {
      firstName: `Other${i}`,
      headline: titles[i % 3] ?? null,
      titles: [titles[(i + 1) % 3] ?? ''],
      skills: [...JOB_SKILLS.slice(0, k), 'Excel', 'Photoshop'].slice(0, k + 1),
      years: [4, 1, 10][i % 3] ?? 4,
      ...cities[i % 3],
    });
  }
  // The near miss: 4 of 5 skills, otherwise perfect (92), and very like the best five.
  near = await addProfile(db, secret, server.tenantA, {
    ...perfect,
    firstName: 'Near',
    skills: BEST_SKILLS.slice(0, 4),
  });
  hidden = await addProfile(db, secret, server.tenantA, { ...perfect, firstName: 'Hidden', searchable: false });
  elsewhere = await addProfile(db, secret, server.tenantB, { ...perfect, firstName: 'Elsewhere' });
}, 120_000);

afterAll(async () => server?.close());

const matched = (user: TestUser, body: Record<string, unknown>) =>
  call<Page<S['MatchedCandidate']>>('POST', 'candidate/matched-candidate/list', user, body);
const recommended = (user: TestUser, body: Record<string, unknown>) =>
  call<Page<S['CandidateRecommendation']>>('POST', 'recommendations/candidates', user, body);
const ids = (items: Array<{ candidate: { _id: string } }>) => items.map((x) => x.candidate._id);

describe('matched candidates', () => {
  it('ranks the five designed to fit best on top, each naming the skills that matched', async () => {
    const r = await matched(world.owner, { jobId, limit: 10, minScore: 0 });
    expect(r.status).toBe(200);
    const top = r.body.data.items.slice(0, 5);
    expect(new Set(ids(top))).toEqual(new Set(best.map((b) => b.id)));
    for (const m of top) {
      expect(m.score).toBe(100);
      expect(m.matchedSkills).toEqual(JOB_SKILLS);
      expect(m.missingSkills).toEqual([]);
      expect(m.breakdown).toEqual({ skills: 100, experience: 100, location: 100, education: 100 });
      expect(m.candidate.matchScore).toBe(100);
      expect(m.candidate.contactVisible).toBe(false);
      expect(m.candidate.email).toBeNull();
    }
    const sixth = r.body.data.items[5];
    expect(sixth?.candidate._id).toBe(near.id);
    expect(sixth?.score).toBe(92);
    expect(sixth?.missingSkills).toEqual(['CSS']);
  });

  it('never lists a candidate who is not searchable, nor one of another board', async () => {
    const r = await matched(world.owner, { jobId, limit: 50, minScore: 0 });
    const listed = ids(r.body.data.items);
    expect(listed).not.toContain(hidden.id);
    expect(listed).not.toContain(elsewhere.id);
    expect(r.body.data.pagination.total).toBeLessThanOrEqual(50);
  });

  it('keeps to the minimum score, pages and sorts, and refuses an unknown sort', async () => {
    const r = await matched(world.owner, { jobId, minScore: 90 });
    expect(r.body.data.pagination.total).toBe(6);
    const p2 = await matched(world.owner, { jobId, minScore: 0, page: 2, limit: 10 });
    expect(p2.body.data.items).toHaveLength(10);
    const bad = await matched(world.owner, { jobId, sortBy: 'salary' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('sortBy');
  });

  it('shows the application, hides applicants on request and unmasks their contact', async () => {
    const applicant = best[0] as TestUser;
    await server.database.db
      .insertInto('applications')
      .values({
        client_id: server.tenantA,
        job_id: jobId,
        candidate_id: applicant.id,
        answers: '{}',
        applied_at: new Date(),
        updated_at: new Date(),
      })
      .execute();
    const r = await matched(world.owner, { jobId, minScore: 90 });
    const row = r.body.data.items.find((x) => x.candidate._id === applicant.id);
    expect(row?.applicationStatus).toBe('APPLIED');
    expect(row?.candidate.contactVisible).toBe(true);
    const without = await matched(world.owner, { jobId, minScore: 90, excludeApplied: true });
    expect(ids(without.body.data.items)).not.toContain(applicant.id);

    const open = await call<S['MatchedCandidateDetails']>('POST', 'candidate/matched-candidate/details', world.owner, {
      jobId,
      candidateId: applicant.id,
    });
    expect(open.body.data.profile.email).toBe(applicant.email);
    expect(open.body.data.profile.resume).not.toBeNull();
  });

  it('masks a matched candidate who neither applied nor was revealed', async () => {
    const who = best[1] as TestUser;
    const r = await call<S['MatchedCandidateDetails']>('POST', 'candidate/matched-candidate/details', world.owner, {
      jobId,
      candidateId: who.id,
    });
    expect(r.status).toBe(200);
    expect(r.body.data.match.score).toBe(100);
    expect(r.body.data.profile.email).toMatch(/^c\*\*\*@example\.com$/);
    expect(r.body.data.profile.mobNo).toBe('98******45');
    expect(r.body.data.profile.resume).toBeNull();
    const hid = await call('POST', 'candidate/matched-candidate/details', world.owner, {
      jobId,
      candidateId: hidden.id,
    });
    expect(hid.status).toBe(404);
  });

  it('answers 404 for another company of the same board, for every call naming the job', async () => {
    const who = (best[1] as TestUser).id;
    const calls: Array<[string, Record<string, unknown>]> = [
      ['candidate/matched-candidate/list', { jobId }],
      ['candidate/matched-candidate/details', { jobId, candidateId: who }],
      ['recommendations/candidates', { jobId }],
      ['recommendations/candidates/analysis', { jobId, candidateId: who }],
      ['recommendations/candidates/similar', { jobId, candidateId: who }],
      ['recommendations/viewed', { jobId, candidateIds: [who] }],
      ['recommendations/interaction', { jobId, candidateId: who, action: 'dismiss' }],
    ];
    for (const [path, body] of calls) {
      const r = await call('POST', path, world.rival, body);
      expect(r.status, path).toBe(404);
    }
    // and the owner cannot match against the rival's job
    expect((await matched(world.owner, { jobId: rivalJobId })).status).toBe(404);
  });
});

describe('analysis', () => {
  it('explains every factor with weights summing to 1', async () => {
    const r = await call<S['CandidateMatchAnalysis']>('POST', 'recommendations/candidates/analysis', world.owner, {
      jobId,
      candidateId: near.id,
    });
    expect(r.status).toBe(200);
    const a = r.body.data;
    expect(a.score).toBe(92);
    expect(a.factors.map((f) => f.factor)).toEqual([
      'skills',
      'title',
      'experience',
      'location',
      'education',
      'salary',
    ]);
    expect(a.factors.reduce((s, f) => s + f.weight, 0)).toBeCloseTo(1, 10);
    expect(a.factors[0]?.detail).toBe('React, TypeScript, Node.js and GraphQL match; CSS is missing.');
    expect(a.missingSkills).toEqual(['CSS']);
    expect(a.gaps).toEqual([]);
    expect(a.strengths.length).toBeGreaterThan(3);
    expect(a.summary).toBe(
      'A strong fit for Senior Frontend Engineer: Near Doe, knows React, TypeScript, Node.js and GraphQL; check CSS.',
    );
  });
});

describe('recommendations', () => {
  it('recommends the best first with reasons naming the matched skills', async () => {
    const r = await recommended(world.owner, { jobId, limit: 10 });
    expect(r.status).toBe(200);
    const top = r.body.data.items.slice(0, 5);
    expect(new Set(ids(top))).toEqual(new Set(best.map((b) => b.id)));
    for (const x of top) {
      expect(x.jobTitle).toBe('Senior Frontend Engineer');
      expect(x.reasons[0]).toEqual({
        code: 'skills_match',
        label: 'Knows React, TypeScript, Node.js, GraphQL and CSS',
        weight: 0.4,
      });
    }
    // Company-wide: the same candidates under their best active job.
    const all = await recommended(world.owner, { limit: 10 });
    expect(new Set(ids(all.body.data.items.slice(0, 5)))).toEqual(new Set(best.map((b) => b.id)));
  });

  it('marks seen once, keeps the first time and leaves seen ones out on request', async () => {
    const who = (best[2] as TestUser).id;
    const mark = () =>
      call<S['Done']>('POST', 'recommendations/viewed', world.owner, { jobId, candidateIds: [who, hidden.id] });
    expect((await mark()).body.data.affected).toBe(1);
    const first = (await recommended(world.owner, { jobId, limit: 50 })).body.data.items.find(
      (x) => x.candidate._id === who,
    );
    expect(first?.viewedAt).not.toBeNull();
    expect((await mark()).body.data.affected).toBe(0);
    const again = (await recommended(world.owner, { jobId, limit: 50 })).body.data.items.find(
      (x) => x.candidate._id === who,
    );
    expect(again?.viewedAt).toBe(first?.viewedAt);
    const unseen = await recommended(world.owner, { jobId, limit: 50, excludeViewed: true });
    expect(ids(unseen.body.data.items)).not.toContain(who);
    // The rival company's marks are its own.
    await call('POST', 'recommendations/viewed', world.rival, { candidateIds: [(best[3] as TestUser).id] });
    const mine = (await recommended(world.owner, { jobId, limit: 50 })).body.data.items;
    expect(mine.find((x) => x.candidate._id === (best[3] as TestUser).id)?.viewedAt).toBeNull();
  });

  it('lifts candidates like a liked one', async () => {
    const liked = best[4] as TestUser;
    const r = await call<S['CandidateRecommendationInteraction']>('POST', 'recommendations/interaction', world.owner, {
      jobId,
      candidateId: liked.id,
      action: 'like',
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ candidateId: liked.id, jobId, action: 'like', byUserId: world.owner.id });
    const items = (await recommended(world.owner, { jobId, limit: 10 })).body.data.items;
    const lifted = items.find((x) => x.candidate._id === near.id);
    expect(lifted?.score).toBe(97);
    expect(lifted?.reasons.map((x) => x.code)).toContain('similar_to_hired');
    expect(items.find((x) => x.candidate._id === liked.id)?.lastInteraction).toBe('like');
  });

  it('drops a dismissed candidate from matches and recommendations, for this company only', async () => {
    const gone = best[1] as TestUser;
    const rivalDismiss = await call('POST', 'recommendations/interaction', world.rival, {
      candidateId: gone.id,
      action: 'dismiss',
    });
    expect(rivalDismiss.status).toBe(200);
    expect(ids((await matched(world.owner, { jobId, minScore: 90 })).body.data.items)).toContain(gone.id);

    const r = await call('POST', 'recommendations/interaction', world.owner, {
      jobId,
      candidateId: gone.id,
      action: 'dismiss',
    });
    expect(r.status).toBe(200);
    expect(ids((await matched(world.owner, { jobId, minScore: 0, limit: 50 })).body.data.items)).not.toContain(gone.id);
    expect(ids((await recommended(world.owner, { jobId, limit: 50 })).body.data.items)).not.toContain(gone.id);
    expect(ids((await recommended(world.owner, { limit: 50 })).body.data.items)).not.toContain(gone.id);
    const similar = await call<Page<S['CandidateRecommendation']>>(
      'POST',
      'recommendations/candidates/similar',
      world.owner,
      {
        jobId,
        candidateId: near.id,
        limit: 50,
      },
    );
    expect(ids(similar.body.data.items)).not.toContain(gone.id);
  });

  it('refuses a candidate the company may not see', async () => {
    const r = await call('POST', 'recommendations/interaction', world.owner, {
      candidateId: hidden.id,
      action: 'like',
    });
    expect(r.status).toBe(404);
    const b = await call('POST', 'recommendations/interaction', world.owner, {
      candidateId: elsewhere.id,
      action: 'like',
    });
    expect(b.status).toBe(404);
  });
});

describe('similar candidates', () => {
  it('lists candidates like the given one, never the given one nor a hidden one', async () => {
    const given = best[0] as TestUser;
    const r = await call<Page<S['CandidateRecommendation']>>(
      'POST',
      'recommendations/candidates/similar',
      world.owner,
      {
        candidateId: given.id,
        limit: 10,
      },
    );
    expect(r.status).toBe(200);
    const listed = ids(r.body.data.items);
    expect(listed).not.toContain(given.id);
    expect(listed).not.toContain(hidden.id);
    expect(listed.slice(0, 4)).toEqual(expect.arrayContaining(best.slice(2).map((b) => b.id)));
    const first = r.body.data.items[0];
    expect(first?.jobId).toBeNull();
    expect(first?.reasons[0]?.code).toBe('skills_match');
    expect(first?.reasons[0]?.label).toContain('with Best0 Doe');
    const scored = await call<Page<S['CandidateRecommendation']>>(
      'POST',
      'recommendations/candidates/similar',
      world.owner,
      {
        candidateId: given.id,
        jobId,
      },
    );
    expect(scored.body.data.items[0]?.score).toBe(100);
    expect(scored.body.data.items[0]?.jobTitle).toBe('Senior Frontend Engineer');
  });

  // Last: a second live job of the company changes what company-wide recommendations cover.
  it('matches for a job that lists no skills, by title and place', async () => {
    const bare = await liveJob(server, world, 'Frontend Engineer', { skills: [], city: PLACES.bengaluru });
    const r = await matched(world.owner, { jobId: bare.id, limit: 50, minScore: 0 });
    expect(r.status).toBe(200);
    expect(ids(r.body.data.items)).toEqual(expect.arrayContaining(best.map((b) => b.id)));
  });
});
