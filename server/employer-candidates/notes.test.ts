// The company's notes on a candidate over real HTTP: its team writes and reads them, newest
// first; only candidates the company may see; the author or the owner deletes; another company
// of the same tenant neither lists nor deletes them; the author's name outlives the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import { caller, findable, makeEcWorld, type EcWorld } from './test/support.ts';

type S = components['schemas'];
type Page<T> = { items: T[]; pagination: S['Pagination'] };

let server: TestServer;
let w: EcWorld;
let arjun: TestUser;
let call: ReturnType<typeof caller>;
const NONE = '00000000-0000-4000-8000-000000000000';

const write = (user: TestUser, body: Record<string, unknown>) =>
  call<S['CandidateNote']>('POST', 'candidate/notes', user, body);
const list = (user: TestUser, body: Record<string, unknown>) =>
  call<Page<S['CandidateNote']>>('POST', 'candidate/notes/list', user, body);
const remove = (user: TestUser, id: string) => call<S['Done']>('DELETE', `candidate/notes/${id}`, user);

beforeAll(async () => {
  server = await startTestServer();
  w = await makeEcWorld(server);
  call = caller(server);
  arjun = await findable(server, w.candidate);
});
afterAll(async () => server?.close());

describe('candidate notes', () => {
  it('saves a note with its author and lists the company’s notes newest first', async () => {
    const first = await write(w.owner, { candidateId: arjun.id, body: '  Strong on ledgers.  ' });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Note saved');
    expect(first.body.data).toMatchObject({
      candidateId: arjun.id,
      body: 'Strong on ledgers.',
      authorId: w.owner.id,
      authorName: 'Priya Raman',
    });
    await write(w.member, { candidateId: arjun.id, body: 'Ask about AWS depth.' });
    const r = await list(w.member, { candidateId: arjun.id });
    expect(r.status).toBe(200);
    expect(r.body.data.items.map((n) => [n.body, n.authorName])).toEqual([
      ['Ask about AWS depth.', 'Tom Hale'],
      ['Strong on ledgers.', 'Priya Raman'],
    ]);
    expect(r.body.data.pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
  });

  it('refuses candidates the company may not see and bad input naming the field', async () => {
    expect((await write(w.owner, { candidateId: w.other.id, body: 'x' })).status).toBe(404);
    expect((await write(w.owner, { candidateId: NONE, body: 'x' })).status).toBe(404);
    expect((await write(w.owner, { candidateId: w.candidateB.id, body: 'x' })).status).toBe(404);
    expect((await list(w.owner, { candidateId: w.other.id })).status).toBe(404);
    const blank = await write(w.owner, { candidateId: arjun.id, body: '   ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('body');
    const long = await write(w.owner, { candidateId: arjun.id, body: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect((await write(arjun, { candidateId: arjun.id, body: 'Me' })).status).toBe(403);
    const far = await list(w.owner, { candidateId: arjun.id, page: 1e300 });
    expect(far.status).toBe(400);
    expect(JSON.stringify(far.body)).toContain('body.page');
  });

  it('lets the author or the owner delete, not another colleague', async () => {
    const byOwner = await write(w.owner, { candidateId: arjun.id, body: 'Owner only.' });
    const denied = await remove(w.member, byOwner.body.data._id);
    expect(denied.status).toBe(403);
    const byMember = await write(w.member, { candidateId: arjun.id, body: 'Mine to remove.' });
    expect((await remove(w.member, byMember.body.data._id)).body).toMatchObject({
      message: 'Note deleted',
      data: { affected: 1 },
    });
    const another = await write(w.member, { candidateId: arjun.id, body: 'The owner removes it.' });
    expect((await remove(w.owner, another.body.data._id)).body.data).toEqual({ affected: 1 });
    expect((await remove(w.owner, another.body.data._id)).status).toBe(404);
    expect((await remove(w.owner, NONE)).status).toBe(404);
  });

  it('keeps the author’s name after the account is gone', async () => {
    const temp = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'employer',
      employerKind: 2,
      companyId: w.companyId,
      firstName: 'Lena',
      lastName: 'Short',
    });
    const note = await write(temp, { candidateId: arjun.id, body: 'Left soon after.' });
    await server.database.db.deleteFrom('sessions').where('user_id', '=', temp.id).execute();
    await server.database.db.deleteFrom('users').where('id', '=', temp.id).execute();
    const r = await list(w.owner, { candidateId: arjun.id });
    expect(r.body.data.items.find((n) => n._id === note.body.data._id)).toMatchObject({
      authorId: null,
      authorName: 'Lena Short',
    });
  });
});

describe('a second company of the same tenant', () => {
  it('neither lists nor deletes the first company’s notes', async () => {
    const mine = await write(w.owner, { candidateId: arjun.id, body: 'Private to Northwind.' });
    const theirs = await list(w.rival, { candidateId: arjun.id });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toMatchObject({ items: [], pagination: { total: 0 } });
    expect((await remove(w.rival, mine.body.data._id)).status).toBe(404);
    const own = await write(w.rival, { candidateId: arjun.id, body: 'Contoso view.' });
    expect(own.status).toBe(200);
    const still = await list(w.owner, { candidateId: arjun.id });
    expect(still.body.data.items.map((n) => n.body)).not.toContain('Contoso view.');
  });
});
