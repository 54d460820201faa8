// The notification centre over real HTTP: an employer's status change and a new application land
// in the right inboxes with deep links; paging newest first with the unread count; filters; one
// user never reads or marks another's notification; "mark all read" from the newest seen leaves a
// newer one unread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import type { TestUser } from '../test/world.ts';
import { caller, liveJob, makeWorld, uploadPdf, type World } from '../applications/test/support.ts';
import { storeNotifications } from './store.ts';

type S = components['schemas'];
type Inbox = { items: S['Notification'][]; pagination: S['Pagination']; unreadCount: number };

let server: TestServer;
let w: World;
let call: ReturnType<typeof caller>;
let applicationId: string;

const inbox = (user: TestUser, q: Record<string, unknown> = {}) =>
  call<Inbox>('POST', 'notification/list', user, { page: 1, limit: 10, ...q });
const patch = (user: TestUser, id: string, body: unknown) =>
  server.call<{ code: string; message: string; data: S['Notification'] }>(
    'PATCH',
    `/client/api/v1/notification/partial-update/${id}`,
    { host: user.clientId === server.tenantB ? HOST_B : HOST_A, token: user.token, body },
  );

beforeAll(async () => {
  server = await startTestServer();
  w = await makeWorld(server);
  call = caller(server);
  const job = await liveJob(server, w, 'Platform Engineer');
  const resumeUri = await uploadPdf(server, { token: w.candidate.token });
  const r = await call<S['Application']>('POST', 'userjobs/create', w.candidate, {
    jobId: job.id,
    resumeUri,
    answers: { noticePeriodDays: 30 },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  applicationId = r.body.data._id;
});
afterAll(() => server.close());

describe('notification centre', () => {
  it('tells every employer of the company about a new applicant, with a link to the application', async () => {
    for (const employer of [w.owner, w.member]) {
      const r = await inbox(employer);
      expect(r.status).toBe(200);
      expect(r.body.data.unreadCount).toBe(1);
      expect(r.body.data.items[0]).toMatchObject({
        type: 'new_applicant',
        title: 'New applicant for Platform Engineer',
        body: 'Arjun Mehta applied to Platform Engineer.',
        link: `/employer/response-detail?userJobId=${applicationId}`,
        isRead: false,
        readAt: null,
        refs: { applicationId },
      });
    }
    // Another company of the same tenant hears nothing.
    expect((await inbox(w.rival)).body.data).toMatchObject({ items: [], unreadCount: 0 });
  });

  it('shows a status change to the candidate, opens it without marking it read, and marks it read', async () => {
    expect((await call('PUT', `userjobs/update/${applicationId}`, w.owner, { status: 'SHORTLIST' })).status).toBe(200);
    const list = (await inbox(w.candidate)).body.data;
    expect(list.unreadCount).toBe(1);
    const note = list.items[0];
    expect(note).toMatchObject({
      type: 'application_status',
      link: `/jobsseekers/my-jobs?applicationId=${applicationId}`,
      isRead: false,
    });
    const id = note?._id ?? '';
    const details = await call<S['Notification']>('GET', `notification/details/${id}`, w.candidate);
    expect(details.status).toBe(200);
    expect(details.body.data.isRead).toBe(false);

    const read = await patch(w.candidate, id, { isRead: true });
    expect(read.status).toBe(200);
    expect(read.body.message).toBe('Notification marked as read');
    expect(read.body.data.isRead).toBe(true);
    const readAt = read.body.data.readAt;
    expect(Date.parse(readAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // Marking read again keeps the first reading time; unread clears it.
    expect((await patch(w.candidate, id, { isRead: true })).body.data.readAt).toBe(readAt);
    expect((await inbox(w.candidate)).body.data.unreadCount).toBe(0);
    const unread = await patch(w.candidate, id, { isRead: false });
    expect(unread.body.data).toMatchObject({ isRead: false, readAt: null });
    expect((await inbox(w.candidate)).body.data.unreadCount).toBe(1);
  });

  it('never lets one user read or mark another user’s notification', async () => {
    const theirs = (await inbox(w.candidate)).body.data.items[0]?._id ?? '';
    const read = await call('GET', `notification/details/${theirs}`, w.other);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('This notification does not exist');
    expect((await patch(w.other, theirs, { isRead: true })).status).toBe(404);
    expect((await patch(w.candidateB, theirs, { isRead: true })).status).toBe(404);
    expect((await inbox(w.candidate)).body.data.unreadCount).toBe(1);
    expect((await call('POST', 'notification/list', null, {})).status).toBe(401);
  });

  it('pages newest first, filters, and marks all read up to the newest seen', async () => {
    const base = Date.now() - 3_600_000;
    await storeNotifications(
      { db: server.database.db },
      Array.from({ length: 12 }, (_, i) => ({
        clientId: server.tenantA,
        userId: w.other.id,
        kind: i % 3 === 0 ? ('job_alert' as const) : ('system' as const),
        title: `Note ${i}`,
        body: `Body ${i}`,
        link: null,
      })),
    );
    // Spread their times so the order is defined: Note 11 is the newest.
    for (let i = 0; i < 12; i++)
      await server.database.db
        .updateTable('notifications')
        .set({ created_at: new Date(base + i * 1000) })
        .where('user_id', '=', w.other.id)
        .where('title', '=', `Note ${i}`)
        .execute();
    const first = (await inbox(w.other, { limit: 10 })).body.data;
    expect(first.items.map((n) => n.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Note ${11 - i}`));
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(first.unreadCount).toBe(12);
    const second = (await inbox(w.other, { page: 2, limit: 10 })).body.data;
    expect(second.items.map((n) => n.title)).toEqual(['Note 1', 'Note 0']);
    const alerts = (await inbox(w.other, { type: 'job_alert' })).body.data;
    expect(alerts.items.map((n) => n.title)).toEqual(['Note 9', 'Note 6', 'Note 3', 'Note 0']);
    expect(alerts.unreadCount).toBe(12);

    // A notification arrives after the list was read; "mark all read" from Note 11 leaves it unread.
    await storeNotifications({ db: server.database.db }, [
      { clientId: server.tenantA, userId: w.other.id, kind: 'system', title: 'Late news', body: 'x', link: null },
    ]);
    const all = await patch(w.other, first.items[0]?._id ?? '', { isRead: true, includeOlder: true });
    expect(all.status).toBe(200);
    expect(all.body.message).toBe('All notifications marked as read');
    const after = (await inbox(w.other)).body.data;
    expect(after.unreadCount).toBe(1);
    expect(after.items[0]).toMatchObject({ title: 'Late news', isRead: false });
    expect((await inbox(w.other, { isRead: false })).body.data.items.map((n) => n.title)).toEqual(['Late news']);
    expect((await inbox(w.other, { isRead: true })).body.data.pagination.total).toBe(12);
    // The candidate's own notification of the other user was not touched.
    expect((await inbox(w.candidate)).body.data.unreadCount).toBe(1);
  });

  it('refuses bad input naming the field', async () => {
    const r = await patch(w.candidate, applicationId, { isRead: 'yes' });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('isRead');
    expect((await inbox(w.candidate, { type: 'gossip' })).status).toBe(400);
  });
});
