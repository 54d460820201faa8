// View tracks over real HTTP: one row per candidate, viewer, type and day; the viewer named must
// be the caller; candidates the company may not see are refused (one) or skipped (several); the
// viewed count and the viewed candidates list read them, with filters and sorts; the candidate
// page is masked until the reveal; a second company of the same tenant sees none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { liveJob } from '../applications/test/support.ts';
import { ADMIN_HEADER } from '../../shared/http-headers.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import { applyTo, caller, candidate, findable, makeEcWorld, RESUME, type EcWorld } from './test/support.ts';

type S = components['schemas'];
type Page<T> = { items: T[]; pagination: S['Pagination'] };

let server: TestServer;
let w: EcWorld;
let arjun: TestUser;
let hidden: TestUser;
let ben: TestUser;
let call: ReturnType<typeof caller>;
const NONE = '00000000-0000-4000-8000-000000000000';
const today = new Date().toISOString().slice(0, 10);

const track = (user: TestUser, body: Record<string, unknown>) =>
  call<S['UserTrack']>('POST', 'track-user/view-profile', user, { viewedByUserId: user.id, type: 1, ...body });
const count = (user: TestUser, body: Record<string, unknown> = {}) =>
  call<S['ViewedCount']>('POST', 'track-user/viewed-count', user, body);
const viewed = (user: TestUser, body: Record<string, unknown> = {}) =>
  call<Page<S['ViewedCandidate']>>('POST', 'candidate/viewed-candidate/list', user, body);
const details = (user: TestUser, candidateId: string) =>
  call<S['SearchedCandidateDetails']>('POST', 'candidate/searched-candidate/details', user, { candidateId });

beforeAll(async () => {
  server = await startTestServer();
  w = await makeEcWorld(server);
  call = caller(server);
  arjun = await findable(server, w.candidate);
  hidden = w.other;
  ben = await candidate(server, server.tenantA, 'Ben');
});
afterAll(async () => server?.close());

describe('track-user/view-profile', () => {
  it('records a view once per viewer and day and answers the days viewed', async () => {
    const first = await track(w.owner, { userId: arjun.id });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Profile view recorded');
    expect(first.body.data).toMatchObject({ userId: arjun.id, type: 1, viewCount: 1 });
    const again = await track(w.owner, { userId: arjun.id });
    expect(again.body.data.viewCount).toBe(1);
    expect(again.body.data.firstViewedAt).toBe(first.body.data.firstViewedAt);
    expect(new Date(again.body.data.lastViewedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(first.body.data.lastViewedAt).getTime(),
    );
    const byColleague = await track(w.member, { userId: arjun.id });
    expect(byColleague.body.data.viewCount).toBe(1);
    const rows = await server.database.db
      .selectFrom('candidate_views')
      .select(['viewer_id'])
      .where('company_id', '=', w.companyId)
      .where('candidate_id', '=', arjun.id)
      .where('type', '=', 1)
      .execute();
    expect(rows.map((r) => r.viewer_id).sort()).toEqual([w.owner.id, w.member.id].sort());
  });

  it('counts the days: an earlier day adds one', async () => {
    await server.database.db
      .updateTable('candidate_views')
      .set({ day: '2026-01-05' })
      .where('company_id', '=', w.companyId)
      .where('viewer_id', '=', w.member.id)
      .where('candidate_id', '=', arjun.id)
      .execute();
    const r = await track(w.owner, { userId: arjun.id });
    expect(r.body.data.viewCount).toBe(2);
  });

  it('records a resume view as type 2 with the job it was for', async () => {
    const job = await liveJob(server, w, 'Backend Engineer');
    const r = await track(w.owner, { userId: arjun.id, type: 2, jobId: job.id });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ type: 2, viewCount: 1 });
  });

  it("refuses another viewer's name with 403, candidates it may not see with 404, a foreign job with 404", async () => {
    const other = await track(w.owner, { userId: arjun.id, viewedByUserId: w.member.id });
    expect(other.status).toBe(403);
    expect((await track(w.owner, { userId: hidden.id })).status).toBe(404);
    expect((await track(w.owner, { userId: NONE })).status).toBe(404);
    expect((await track(w.owner, { userId: w.candidateB.id })).status).toBe(404);
    expect((await track(w.owner, { userId: arjun.id, jobId: NONE })).status).toBe(404);
    const contact = await track(w.owner, { userId: arjun.id, type: 3 });
    expect(contact.status).toBe(400);
    expect(JSON.stringify(contact.body)).toContain('type');
    expect((await track(arjun, { userId: arjun.id })).status).toBe(403);
  });

  it('sees an applicant who is not searchable', async () => {
    const job = await liveJob(server, w, 'Data Engineer');
    const applicant = await candidate(server, server.tenantA, 'Cara', false);
    await applyTo(server, applicant, job.id);
    expect((await track(w.member, { userId: applicant.id })).status).toBe(200);
  });
});

describe('track-user/multi/view-profile', () => {
  it('records the candidates it may see and skips the rest', async () => {
    const r = await call<S['Done']>('POST', 'track-user/multi/view-profile', w.owner, {
      userIds: [ben.id, hidden.id, NONE, w.candidateB.id],
      viewedByUserId: w.owner.id,
      type: 1,
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ affected: 1 });
    const forged = await call('POST', 'track-user/multi/view-profile', w.member, {
      userIds: [ben.id],
      viewedByUserId: w.owner.id,
      type: 1,
    });
    expect(forged.status).toBe(403);
    const empty = await call('POST', 'track-user/multi/view-profile', w.owner, {
      userIds: [],
      viewedByUserId: w.owner.id,
      type: 1,
    });
    expect(empty.status).toBe(400);
  });
});

describe('track-user/viewed-count', () => {
  it('counts the views of the period and the reveals the plan still allows', async () => {
    const all = await count(w.owner);
    expect(all.status).toBe(200);
    // Arjun: owner today, member on 5 Jan (type 1), owner's resume view; Cara by Tom; Ben by the owner.
    expect(all.body.data).toMatchObject({
      profileViews: 4,
      resumeViews: 1,
      contactViews: 0,
      uniqueCandidates: 3,
      contactViewLimit: 5000,
      contactViewsRemaining: 5000,
    });
    const todayOnly = await count(w.owner, { from: today, to: today });
    expect(todayOnly.body.data).toMatchObject({ profileViews: 3, resumeViews: 1 });
    const january = await count(w.owner, { from: '2026-01-01', to: '2026-01-31' });
    expect(january.body.data).toMatchObject({ profileViews: 1, uniqueCandidates: 1 });
    const backwards = await count(w.owner, { from: '2026-02-01', to: '2026-01-01' });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('body.to');
    expect((await count(w.owner, { from: 'yesterday' })).status).toBe(400);
  });
});

describe('candidate/viewed-candidate/list', () => {
  it('lists the viewed candidates, latest view first, with who viewed last', async () => {
    const r = await viewed(w.owner);
    expect(r.status).toBe(200);
    expect(r.body.data.pagination.total).toBe(3);
    const byId = new Map(r.body.data.items.map((i) => [i.candidate._id, i]));
    // Viewer-days: the owner today (profile and resume), Tom on 5 January.
    expect(byId.get(arjun.id)).toMatchObject({ viewCount: 2, contactViewed: false, lastViewedByName: 'Priya Raman' });
    expect(byId.get(arjun.id)?.candidate).toMatchObject({ contactVisible: false, email: null });
    expect(byId.get(ben.id)).toMatchObject({ viewCount: 1, lastViewedByName: 'Priya Raman' });
    const times = r.body.data.items.map((i) => i.lastViewedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('sorts by view count and filters by viewer, period, job and revealed contacts', async () => {
    const most = await viewed(w.owner, { sortBy: 'viewCount' });
    expect(most.body.data.items[0]?.candidate._id).toBe(arjun.id);
    const byTom = await viewed(w.owner, { viewedByUserId: w.member.id });
    expect(byTom.body.data.items.map((i) => i.candidate.name).sort()).toEqual(['Arjun Mehta', 'Cara Test']);
    const jan = await viewed(w.owner, { from: '2026-01-01', to: '2026-01-31' });
    expect(jan.body.data.items).toHaveLength(1);
    expect(jan.body.data.items[0]).toMatchObject({ viewCount: 1, lastViewedByName: 'Tom Hale' });
    const named = await viewed(w.owner, { search: 'ben' });
    expect(named.body.data.items.map((i) => i.candidate._id)).toEqual([ben.id]);
    expect((await viewed(w.owner, { contactViewedOnly: true })).body.data.items).toEqual([]);
    expect((await call('POST', `employer/view-candidate/${arjun.id}`, w.member)).status).toBe(200);
    const revealed = await viewed(w.owner, { contactViewedOnly: true });
    expect(revealed.body.data.items.map((i) => [i.candidate._id, i.contactViewed, i.candidate.email])).toEqual([
      [arjun.id, true, arjun.email],
    ]);
    const paged = await viewed(w.owner, { limit: 10, page: 2 });
    expect(paged.body.data).toMatchObject({ items: [], pagination: { page: 2, total: 3 } });
  });

  it('refuses an unknown sort naming sortBy', async () => {
    const r = await viewed(w.owner, { sortBy: 'name' });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('body.sortBy');
    const far = await viewed(w.owner, { page: 1e300 });
    expect(far.status).toBe(400);
    expect(JSON.stringify(far.body)).toContain('body.page');
  });

  it('drops a candidate who turned searching off and never applied', async () => {
    await server.database.db
      .updateTable('candidate_profiles')
      .set({ is_searchable: false })
      .where('user_id', '=', ben.id)
      .execute();
    const r = await viewed(w.owner);
    expect(r.body.data.items.map((i) => i.candidate._id)).not.toContain(ben.id);
    expect((await details(w.owner, ben.id)).status).toBe(404);
  });
});

describe('candidate/searched-candidate/details', () => {
  it('answers the unmasked profile once revealed, with applications, lists and invitations', async () => {
    const job = await liveJob(server, w, 'Payments Engineer');
    await applyTo(server, arjun, job.id);
    const r = await details(w.owner, arjun.id);
    expect(r.status).toBe(200);
    expect(r.body.data.candidate).toMatchObject({ _id: arjun.id, contactVisible: true, email: arjun.email });
    expect(r.body.data.profile).toMatchObject({ email: arjun.email, mobNo: '9845012345', resume: RESUME });
    expect(r.body.data.applications).toEqual([
      expect.objectContaining({ jobId: job.id, jobTitle: 'Payments Engineer', status: 'APPLIED' }),
    ]);
    expect(r.body.data.lists).toEqual([]);
    expect(r.body.data.invitations).toEqual([]);
  });

  it("names the company's lists holding the candidate, never another company's", async () => {
    const { db } = server.database;
    const list = async (companyId: string, name: string) => {
      const row = await db
        .insertInto('candidate_lists')
        .values({
          client_id: server.tenantA,
          company_id: companyId,
          name,
          description: null,
          created_by: null,
          created_by_name: 'T',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('candidate_list_members')
        .values({
          list_id: row.id,
          candidate_id: arjun.id,
          client_id: server.tenantA,
          added_by: null,
          added_by_name: 'T',
        })
        .execute();
      return row.id;
    };
    const mine = await list(w.companyId, 'Backend shortlist');
    await list(w.rivalCompanyId, 'Contoso secret list');
    const r = await details(w.owner, arjun.id);
    expect(r.body.data.lists).toEqual([{ _id: mine, name: 'Backend shortlist' }]);
    const theirs = await details(w.rival, arjun.id);
    expect(theirs.body.data.lists.map((l) => l.name)).toEqual(['Contoso secret list']);
  });

  it('masks the contact and leaves out the resume and LinkedIn before the reveal', async () => {
    const dee = await candidate(server, server.tenantA, 'Dee');
    const r = await details(w.owner, dee.id);
    expect(r.status).toBe(200);
    expect(r.body.data.candidate.contactVisible).toBe(false);
    expect(r.body.data.profile).toMatchObject({
      email: `c***@example.com`,
      mobNo: '98******45',
      resume: null,
      linkedIn: null,
      headline: 'Backend Engineer',
    });
    expect(JSON.stringify(r.body)).not.toContain(dee.email);
  });

  it('refuses candidates the company may not see', async () => {
    expect((await details(w.owner, hidden.id)).status).toBe(404);
    expect((await details(w.owner, NONE)).status).toBe(404);
    expect((await details(w.owner, w.candidateB.id)).status).toBe(404);
  });
});

describe('a second company of the same tenant', () => {
  it('sees none of the first company’s views, and the candidate masked', async () => {
    const c = await count(w.rival);
    expect(c.body.data).toMatchObject({ profileViews: 0, resumeViews: 0, contactViews: 0, uniqueCandidates: 0 });
    const list = await viewed(w.rival);
    expect(list.body.data).toMatchObject({ items: [], pagination: { total: 0 } });
    const byTheirViewer = await viewed(w.rival, { viewedByUserId: w.owner.id });
    expect(byTheirViewer.body.data.items).toEqual([]);
    const page = await details(w.rival, arjun.id);
    expect(page.body.data.candidate).toMatchObject({ contactVisible: false, email: null });
    expect(page.body.data.profile.resume).toBeNull();
    expect(page.body.data.applications).toEqual([]);
    const mine = await track(w.rival, { userId: arjun.id });
    expect(mine.body.data.viewCount).toBe(1);
  });
});

describe('an admin acting for a team member', () => {
  it('takes the account an admin acts for as the viewer, not the admin', async () => {
    const admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
    const asAdmin = (viewedByUserId: string) =>
      server.call<{ data: S['UserTrack'] }>('POST', '/client/api/v1/track-user/view-profile', {
        host: HOST_A,
        token: admin.token,
        headers: { [ADMIN_HEADER]: w.member.id },
        body: { userId: arjun.id, viewedByUserId, type: 1 },
      });
    expect((await asAdmin(admin.id)).status).toBe(403);
    const r = await asAdmin(w.member.id);
    expect(r.status).toBe(200);
    expect(r.body.data.userId).toBe(arjun.id);
  });
});
