// Video resumes over real HTTP: the candidate uploads (type and length from the bytes, size and
// length bounded), replaces (old bytes gone), frames and removes the video; signed links stream it
// with ranges; an employer of a company the candidate applied to watches it when the board's plan
// has video_resume, nobody else does (another company, another board, a guest, a forged or stale
// link); erasing the candidate's account removes it, bytes included.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { multipart, png } from '../files/test/support.ts';
import { storageFor } from '../files/storage-for.ts';
import { grantPlan } from '../payments/licences-repo.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, TEST_PASSWORD, type TestUser } from '../test/world.ts';
import { signMediaLink } from './link-token.ts';
import { MEDIA_PATH } from './video-resume.ts';
import { applyTo, webm, webmLasting } from './test/support.ts';

type State = components['schemas']['VideoResumeState'];
type Answer = { code: string; message: string; data: State | null };

let server: TestServer;
let candidate: TestUser;
let employer: TestUser;
let otherEmployer: TestUser;
let employerB: TestUser;
let companyId: string;
let applicationId: string;

const API = '/client/api/v1/video-resume';
const send = (path: string, token: string | null, bytes: Buffer, name = 'intro.webm', type = 'video/webm') => {
  const body = multipart({}, { name, type, bytes });
  return server.call<Answer>('POST', `${API}${path}`, {
    host: HOST_A,
    token,
    raw: body.raw,
    contentType: body.contentType,
  });
};
const get = (path: string, token: string | null, host = HOST_A) =>
  server.call<Answer>('GET', `${API}${path}`, { host, token });
const media = (url: string, headers: Record<string, string> = {}, host = HOST_A) =>
  server.call<{ message?: string }>('GET', url, { host, headers });
const stored = async (key: string) => Boolean(await storageFor(server.deps.config).get(key));
const rowOf = (userId: string) =>
  server.database.db
    .selectFrom('video_resumes')
    .selectAll()
    .where('client_id', '=', server.tenantA)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** A candidate with a plan that includes video_resume (the board sells candidate plans). */
async function licensedCandidate(): Promise<TestUser> {
  const user = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
  await grantPlan(server.database.db, server.tenantA, { type: 'candidate', userId: user.id }, 'PREMIUM_YEALY');
  return user;
}

async function boardFlag(on: boolean): Promise<void> {
  await server.database.db
    .updateTable('clients')
    .set({
      settings: sql`jsonb_set(settings, '{features}', coalesce(settings->'features', '{}'::jsonb) || ${JSON.stringify({ video_resume: on })}::jsonb)`,
    })
    .where('id', '=', server.tenantA)
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const { secret } = server.deps;
  companyId = await makeCompany(db, server.tenantA, 'Video Works');
  const otherCompany = await makeCompany(db, server.tenantA, 'Other Works');
  const companyB = await makeCompany(db, server.tenantB, 'Globex Video');
  candidate = await licensedCandidate();
  employer = await makeUser(db, secret, { clientId: server.tenantA, role: 'employer', companyId });
  otherEmployer = await makeUser(db, secret, { clientId: server.tenantA, role: 'employer', companyId: otherCompany });
  employerB = await makeUser(db, secret, { clientId: server.tenantB, role: 'employer', companyId: companyB });
  applicationId = await applyTo(db, server.tenantA, companyId, candidate.id);
});
afterAll(async () => server?.close());

describe('uploading', () => {
  it('refuses a renamed text file, a picture and an empty file with 400 naming the field', async () => {
    for (const bytes of [Buffer.from('just some text, not a video\n'.repeat(20)), png(), Buffer.alloc(0)]) {
      const r = await send('', candidate.token, bytes, 'intro.webm', 'video/webm');
      expect(r.status).toBe(400);
      expect(r.body.data).toMatchObject({ fields: [{ field: 'body.file' }] });
    }
    expect(await rowOf(candidate.id)).toBeUndefined();
  });

  it('refuses a video longer than 120 seconds, and one past 25 MB with 413', async () => {
    const long = await send('', candidate.token, webmLasting(121));
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/at most 120 seconds/);
    expect(long.body.data).toMatchObject({ fields: [{ field: 'body.file' }] });
    const big = await send('', candidate.token, Buffer.concat([webm(), Buffer.alloc(26_214_401)]));
    expect(big.status).toBe(413);
    expect(await rowOf(candidate.id)).toBeUndefined();
  });

  it('stores a WebM with its length, then replaces it and removes the old bytes', async () => {
    const first = await send('', candidate.token, webmLasting(100));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data?.video).toMatchObject({ name: 'intro.webm', mimeType: 'video/webm', durationSeconds: 100 });
    const firstRow = await rowOf(candidate.id);
    expect(firstRow && (await stored(firstRow.video_key))).toBe(true);
    expect((await send('/poster', candidate.token, png(), 'frame.png', 'image/png')).status).toBe(200);
    const framed = await rowOf(candidate.id);
    expect(framed?.poster_key).toBeTruthy();

    const second = await send('', candidate.token, webm(), 'renamed.txt', 'text/plain');
    expect(second.status).toBe(200);
    expect(second.body.data?.video).toMatchObject({ name: 'renamed.txt', mimeType: 'video/webm', posterUrl: null });
    expect(second.body.data?.video?.durationSeconds).toBeGreaterThan(1);
    expect(second.body.data?.video?.durationSeconds).toBeLessThan(2);
    expect(await stored(firstRow?.video_key ?? '')).toBe(false);
    expect(await stored(framed?.poster_key ?? '')).toBe(false);
    // The bytes are not a public upload: /files/ does not serve them.
    const now = await rowOf(candidate.id);
    expect((await server.call('GET', `/files/${now?.video_key}`, { host: HOST_A })).status).toBe(404);
  });

  it('takes a PNG or JPEG poster only, and none before a video', async () => {
    const wrong = await send('/poster', candidate.token, webm(), 'frame.png', 'image/png');
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toMatchObject({ fields: [{ field: 'body.file' }] });
    const fresh = await licensedCandidate();
    expect((await send('/poster', fresh.token, png(), 'frame.png', 'image/png')).status).toBe(404);
    const ok = await send('/poster', candidate.token, png(), 'frame.png', 'image/png');
    expect(ok.status).toBe(200);
    expect(ok.body.data?.video?.posterUrl).toMatch(/^\/client\/api\/v1\/video-resume\/media\//);
  });

  it('is for signed-in candidates whose plan includes video_resume', async () => {
    expect((await send('', null, webm())).status).toBe(401);
    expect((await send('', employer.token, webm())).status).toBe(403);
    const unlicensed = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'candidate',
    });
    const refused = await send('', unlicensed.token, webm());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your plan does not include this feature');
  });
});

describe('streaming', () => {
  it('sends the whole video, a range with 206, and 416 outside it', async () => {
    const mine = await get('', candidate.token);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const url = mine.body.data?.video?.videoUrl ?? '';
    const size = webm().length;
    const all = await media(url);
    expect(all.status, `${url} ${JSON.stringify(all.body)}`).toBe(200);
    expect(all.headers['content-type']).toBe('video/webm');
    expect(all.headers['accept-ranges']).toBe('bytes');
    expect(all.bytes.equals(webm())).toBe(true);
    const part = await media(url, { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${size}`);
    expect(part.bytes.equals(webm().subarray(10, 20))).toBe(true);
    const tail = await media(url, { range: 'bytes=-5' });
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(webm().subarray(size - 5))).toBe(true);
    const outside = await media(url, { range: `bytes=${size}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('serves the poster as a picture', async () => {
    const url = (await get('', candidate.token)).body.data?.video?.posterUrl ?? '';
    const r = await media(url);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.bytes.equals(png())).toBe(true);
  });

  it('refuses a link on another board, a forged, an expired or a malformed one', async () => {
    const url = (await get('', candidate.token)).body.data?.video?.videoUrl ?? '';
    expect((await media(url, {}, HOST_B)).status).toBe(404);
    const token = url.slice(MEDIA_PATH.length);
    const [payload] = token.split('.');
    expect((await media(`${MEDIA_PATH}${payload}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
    const row = await rowOf(candidate.id);
    const stale = signMediaLink(server.deps.secret, {
      clientId: server.tenantA,
      key: row?.video_key ?? '',
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await media(`${MEDIA_PATH}${stale}`)).status).toBe(404);
    expect((await media(`${MEDIA_PATH}not-a-token`)).status).toBe(400);
  });
});

describe('employers watching', () => {
  it('lets an employer of the company applied to watch, with the board’s plan flag', async () => {
    const r = await get(`/application/${applicationId}`, employer.token);
    expect(r.status).toBe(200);
    const url = r.body.data?.video?.videoUrl ?? '';
    expect((await media(url, { range: 'bytes=0-3' })).status).toBe(206);
  });

  it('finds no application of another company, nor of another board', async () => {
    expect((await get(`/application/${applicationId}`, otherEmployer.token)).status).toBe(404);
    expect((await get(`/application/${applicationId}`, employerB.token, HOST_B)).status).toBe(404);
  });

  it('answers no video for a guest application', async () => {
    const guest = await applyTo(server.database.db, server.tenantA, companyId, null);
    const r = await get(`/application/${guest}`, employer.token);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ video: null });
  });

  it('refuses guests, candidates, and everyone while the plan lacks video_resume', async () => {
    expect((await get(`/application/${applicationId}`, null)).status).toBe(401);
    expect((await get(`/application/${applicationId}`, candidate.token)).status).toBe(403);
    await boardFlag(false);
    try {
      expect((await get(`/application/${applicationId}`, employer.token)).status).toBe(403);
      expect((await get('', candidate.token)).status).toBe(403);
    } finally {
      await boardFlag(true);
    }
  });
});

describe('removing', () => {
  it('removes the video and poster, bytes and links, on request', async () => {
    const before = await rowOf(candidate.id);
    const url = (await get('', candidate.token)).body.data?.video?.videoUrl ?? '';
    const r = await server.call<Answer>('DELETE', API, { host: HOST_A, token: candidate.token });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ video: null });
    expect(await rowOf(candidate.id)).toBeUndefined();
    expect(await stored(before?.video_key ?? '')).toBe(false);
    expect(await stored(before?.poster_key ?? '')).toBe(false);
    expect((await media(url)).status).toBe(404);
    expect((await server.call('DELETE', API, { host: HOST_A, token: candidate.token })).status).toBe(200);
  });

  it('removes it with the candidate’s account', async () => {
    const leaving = await licensedCandidate();
    expect((await send('', leaving.token, webm())).status).toBe(200);
    expect((await send('/poster', leaving.token, png(), 'f.png', 'image/png')).status).toBe(200);
    const row = await rowOf(leaving.id);
    const erased = await server.call('PUT', '/client/api/v1/candidate/soft-delete', {
      host: HOST_A,
      token: leaving.token,
      body: { password: TEST_PASSWORD },
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(await rowOf(leaving.id)).toBeUndefined();
    expect(await stored(row?.video_key ?? '')).toBe(false);
    expect(await stored(row?.poster_key ?? '')).toBe(false);
  });
});
