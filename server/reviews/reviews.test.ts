// Company reviews over real HTTP: writing, listing with the summary, one review per company (also
// under a race), who may review, moderation before publishing, the company's one reply, anonymity,
// deleting, another tenant's reviews and the plan flag.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { addCategory, addJob } from '../jobs-discovery/test/support.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { ALREADY_REPLIED, ALREADY_REVIEWED, NOT_ELIGIBLE } from './rules.ts';

type S = components['schemas'];
type Answer<T> = { code: string; message: string; data: T };
type List = { items: S['Review'][]; pagination: S['Pagination']; summary: S['ReviewSummary'] };

let server: TestServer;
let northwind: string;
let harbor: string;
let owner: TestUser;
let harborOwner: TestUser;
let admin: TestUser;
let asha: TestUser;
let ravi: TestUser;
let kiran: TestUser;
let foreigner: TestUser;

const call = <T>(method: string, path: string, user: TestUser | null, body?: unknown, host = HOST_A) =>
  server.call<Answer<T>>(method, `/client/api/v1/${path}`, {
    host,
    token: user?.token ?? null,
    ...(body === undefined ? {} : { body }),
  });
const list = (user: TestUser | null, body: Record<string, unknown>, host = HOST_A) =>
  call<List>('POST', 'reviews', user, body, host);
const write = (user: TestUser, companyId: string, extra: Record<string, unknown> = {}, host = HOST_A) =>
  call<S['Review']>(
    'POST',
    'reviews/create',
    user,
    {
      companyId,
      rating: 4,
      title: 'Good growth, busy peak seasons',
      pros: 'Fast promotions for people who take ownership.',
      cons: 'Festive season weeks are long and leave is frozen.',
      employmentStatus: 'former',
      jobTitle: 'Shift Supervisor',
      ...extra,
    },
    host,
  );
const update = (user: TestUser, id: string, body: Record<string, unknown>) =>
  call<S['Review']>('POST', `reviews/update/${id}`, user, body);

async function setting(path: string, value: unknown): Promise<void> {
  await server.database.db
    .updateTable('clients')
    .set({ settings: sql`jsonb_set(settings, ${`{${path}}`}::text[], ${JSON.stringify(value)}::jsonb, true)` })
    .where('id', '=', server.tenantA)
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const { secret } = server.deps;
  await setting('reviews', {});
  northwind = await makeCompany(db, server.tenantA, 'Northwind Logistics');
  harbor = await makeCompany(db, server.tenantA, 'Harbor Foods');
  const user = (role: 'candidate' | 'employer' | 'admin', firstName: string, companyId?: string) =>
    makeUser(db, secret, { clientId: server.tenantA, role, firstName, lastName: 'Rao', companyId: companyId ?? null });
  owner = await user('employer', 'Olga', northwind);
  harborOwner = await user('employer', 'Hari', harbor);
  admin = await user('admin', 'Ada');
  asha = await user('candidate', 'Asha');
  ravi = await user('candidate', 'Ravi');
  kiran = await user('candidate', 'Kiran');
  foreigner = await makeUser(db, secret, { clientId: server.tenantB, role: 'candidate', firstName: 'Fyodor' });
});
afterAll(() => server.close());

describe('writing and listing reviews', () => {
  let ashaReview: string;

  it('publishes a review at once, lists it publicly with the summary, and marks the caller’s own', async () => {
    const made = await write(asha, northwind, { rating: 5 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.message).toBe('Thank you for your review');
    expect(made.body.data).toMatchObject({ status: 'published', isMine: true, author: { name: 'Asha Rao' } });
    ashaReview = made.body.data._id;
    expect((await write(ravi, northwind, { rating: 4 })).status).toBe(200);
    expect((await write(kiran, northwind, { rating: 4, isAnonymous: true })).status).toBe(200);

    const guest = await list(null, { companyId: northwind });
    expect(guest.status).toBe(200);
    expect(guest.body.data.summary).toEqual({
      average: 4.3,
      count: 3,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 },
    });
    expect(guest.body.data.items.every((r) => r.isMine === undefined)).toBe(true);
    // The company's profile carries the same average and count.
    const profile = await call<S['Company']>('GET', `company/get/${northwind}`, null);
    expect(profile.body.data).toMatchObject({ rating: 4.3, reviewCount: 3 });
    const mine = await list(asha, { companyId: northwind, sortBy: 'rating', limit: 10 });
    expect(mine.body.data.items[0]).toMatchObject({ _id: ashaReview, rating: 5, isMine: true });
    expect(mine.body.data.items.filter((r) => r.isMine)).toHaveLength(1);
    const paged = await list(null, { companyId: northwind, sortBy: 'rating', sortOrder: 'asc', page: 2, limit: 10 });
    expect(paged.body.data.pagination).toEqual({ page: 2, limit: 10, total: 3, totalPages: 1 });
    expect((await list(null, {})).status).toBe(400);
  });

  it('refuses a second review of the same company, also when two race', async () => {
    const again = await write(asha, northwind);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_EXIST', message: ALREADY_REVIEWED });
    const race = await Promise.all([write(asha, harbor), write(asha, harbor), write(asha, harbor)]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const rows = await server.database.db
      .selectFrom('reviews')
      .select('id')
      .where('author_id', '=', asha.id)
      .where('company_id', '=', harbor)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('lets only candidates who applied or verified their e-mail review a company', async () => {
    const { db } = server.database;
    const stranger = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
    const applicant = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
    await db
      .updateTable('users')
      .set({ email_verified_at: null })
      .where('id', 'in', [stranger.id, applicant.id])
      .execute();
    const category = await addCategory(db, server.tenantA, 'Logistics');
    const job = await addJob(db, server.tenantA, harbor, { title: 'Forklift Operator', category });
    await db
      .insertInto('applications')
      .values({
        client_id: server.tenantA,
        job_id: job.id,
        candidate_id: applicant.id,
        answers: '{}',
        applied_at: new Date(),
        updated_at: new Date(),
      })
      .execute();

    const refused = await write(stranger, harbor);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(NOT_ELIGIBLE);
    expect((await write(applicant, harbor)).status).toBe(200);
    // Applying to Harbor does not make the applicant eligible for Northwind.
    expect((await write(applicant, northwind)).status).toBe(403);
    expect((await write(owner, harbor)).status).toBe(403);
  });

  it('lists an employer’s own company and a candidate’s own reviews without companyId', async () => {
    const employer = await list(owner, {});
    expect(employer.body.data.items.map((r) => r.companyId)).toEqual([northwind, northwind, northwind]);
    expect(employer.body.data.summary.count).toBe(3);
    const own = await list(asha, {});
    expect(own.body.data.items.map((r) => r.companyId).sort()).toEqual([northwind, harbor].sort());
    expect(own.body.data.items.every((r) => r.isMine)).toBe(true);
  });

  it('hides an anonymous author from everyone but the author and the admin, and never sends an e-mail', async () => {
    const nameOf = async (viewer: TestUser | null) => {
      const r = await list(viewer, { companyId: northwind, rating: 4, limit: 50 });
      const body = JSON.stringify(r.body);
      for (const u of [asha, ravi, kiran]) expect(body).not.toContain(u.email);
      return r.body.data.items.find((x) => x.isAnonymous)?.author;
    };
    expect(await nameOf(null)).toEqual({ name: 'Anonymous', avatar: null });
    expect(await nameOf(owner)).toEqual({ name: 'Anonymous', avatar: null });
    expect(await nameOf(ravi)).toEqual({ name: 'Anonymous', avatar: null });
    expect((await nameOf(kiran))?.name).toBe('Kiran Rao');
    expect((await nameOf(admin))?.name).toBe('Kiran Rao');
  });
});

describe('changing a review', () => {
  let reviewId: string;
  beforeAll(async () => {
    const r = await list(ravi, { companyId: northwind });
    reviewId = r.body.data.items.find((x) => x.isMine)?._id ?? '';
  });

  it('lets the author change their own fields, and nobody else', async () => {
    const edited = await update(ravi, reviewId, { rating: 3, title: '  Fair pay, slow tools  ', jobTitle: null });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ rating: 3, title: 'Fair pay, slow tools', jobTitle: null });
    expect((await update(asha, reviewId, { rating: 1 })).status).toBe(403);
    expect((await update(owner, reviewId, { rating: 5 })).status).toBe(403);
    expect((await update(ravi, reviewId, { reply: 'Thanks' })).status).toBe(403);
    expect((await update(ravi, reviewId, { status: 'hidden' })).status).toBe(403);
    expect((await update(admin, reviewId, { title: 'Edited by the admin' })).status).toBe(403);
  });

  it('lets the reviewed company reply once; null removes the reply and allows a new one', async () => {
    const reply = 'Thank you, Ravi. New scanners arrive in March.';
    const first = await update(owner, reviewId, { reply });
    expect(first.status).toBe(200);
    expect(first.body.data.reply?.body).toBe(reply);
    expect((await update(owner, reviewId, { reply })).status).toBe(200);
    const second = await update(owner, reviewId, { reply: 'Actually, in April.' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(ALREADY_REPLIED);
    expect((await update(harborOwner, reviewId, { reply: 'Come work for us instead.' })).status).toBe(403);
    expect((await update(owner, reviewId, { reply: null })).body.data.reply).toBeNull();
    const again = await update(owner, reviewId, { reply: 'Scanners arrive in April.' });
    expect(again.body.data.reply?.body).toBe('Scanners arrive in April.');
    const shown = await list(null, { companyId: northwind, limit: 50 });
    expect(shown.body.data.items.find((r) => r._id === reviewId)?.reply?.body).toBe('Scanners arrive in April.');
  });

  it('answers 404 for another tenant’s review and company', async () => {
    expect((await call('POST', `reviews/update/${reviewId}`, foreigner, { rating: 1 }, HOST_B)).status).toBe(404);
    expect((await write(foreigner, northwind, {}, HOST_B)).status).toBe(404);
    const elsewhere = await list(null, { companyId: northwind }, HOST_B);
    expect(elsewhere.status).toBe(404);
    expect(JSON.stringify(elsewhere.body)).not.toContain('Northwind');
  });
});

describe('moderation before publishing', () => {
  let pendingId: string;

  it('keeps a new review pending, out of the public list and the summary, until the admin publishes it', async () => {
    await setting('reviews', { moderation: 'before' });
    const meera = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'candidate',
      firstName: 'Meera',
    });
    const made = await write(meera, northwind, { rating: 1 });
    expect(made.body.data.status).toBe('pending');
    expect(made.body.message).toMatch(/once the site’s team has checked it/);
    pendingId = made.body.data._id;

    const ids = async (viewer: TestUser | null) =>
      (await list(viewer, { companyId: northwind, limit: 50 })).body.data.items.map((r) => r._id);
    expect(await ids(null)).not.toContain(pendingId);
    expect(await ids(owner)).not.toContain(pendingId);
    expect(await ids(meera)).toContain(pendingId);
    expect(await ids(admin)).toContain(pendingId);
    expect((await list(admin, {})).body.data.items.map((r) => r._id)).toContain(pendingId);
    expect((await list(null, { companyId: northwind })).body.data.summary.count).toBe(3);
    expect((await update(owner, pendingId, { reply: 'We are sorry to hear this.' })).status).toBe(404);
    expect((await update(meera, pendingId, { status: 'published' })).status).toBe(403);

    const published = await update(admin, pendingId, { status: 'published' });
    expect(published.body.data.status).toBe('published');
    const after = await list(null, { companyId: northwind, limit: 50 });
    expect(after.body.data.items.map((r) => r._id)).toContain(pendingId);
    expect(after.body.data.summary).toMatchObject({ count: 4, distribution: { '1': 1 } });

    // A changed published review is checked again.
    expect((await update(meera, pendingId, { rating: 2 })).body.data.status).toBe('pending');
    await setting('reviews', {});
  });

  it('lets the admin hide a review, which keeps the author’s one place taken', async () => {
    expect((await update(admin, pendingId, { status: 'hidden' })).body.data.status).toBe('hidden');
    const shown = await list(null, { companyId: northwind, limit: 50 });
    expect(shown.body.data.items.map((r) => r._id)).not.toContain(pendingId);
  });
});

describe('deleting reviews', () => {
  it('lets the author delete their own (others’ ids skipped) and then review again', async () => {
    const own = (await list(asha, {})).body.data.items.map((r) => r._id);
    const ravis = (await list(ravi, {})).body.data.items.map((r) => r._id);
    const done = await call<S['Done']>('PUT', 'reviews/soft-delete', asha, { ids: [...own, ...ravis] });
    expect(done.status).toBe(200);
    expect(done.body.data.affected).toBe(own.length);
    expect((await list(asha, {})).body.data.items).toHaveLength(0);
    expect((await list(ravi, {})).body.data.items).toHaveLength(ravis.length);
    expect((await write(asha, northwind)).status).toBe(200);
    expect((await call('PUT', 'reviews/soft-delete', owner, { ids: ravis })).status).toBe(403);
  });

  it('lets the admin delete any review of the board, not twice', async () => {
    const ravis = (await list(ravi, {})).body.data.items.map((r) => r._id);
    const done = await call<S['Done']>('PUT', 'reviews/soft-delete', admin, { ids: ravis });
    expect(done.body.data.affected).toBe(ravis.length);
    const twice = await call<S['Done']>('PUT', 'reviews/soft-delete', admin, { ids: ravis });
    expect(twice.body.data.affected).toBe(0);
    expect((await update(ravi, ravis[0] ?? '', { rating: 5 })).status).toBe(404);
  });
});

describe('the plan flag', () => {
  it('refuses every review call when the board’s plan lacks company_reviews', async () => {
    await setting('features', { company_reviews: false });
    const refused = [
      await list(null, { companyId: northwind }),
      await write(kiran, harbor),
      await update(kiran, '00000000-0000-4000-8000-000000000000', { rating: 2 }),
    ];
    expect(refused.map((r) => [r.status, r.body.message])).toEqual(
      refused.map(() => [403, 'Your plan does not include this feature']),
    );
    await setting('features', {});
  });
});
