// Uploads over real HTTP: size limit (413), type by content (415), storage per tenant, and serving
// a file back only to its tenant with headers that keep it from acting as a page, whole or a range
// of it; a stored file whose bytes are gone is a 404. Documents show in place only on a plan with
// resume_preview. Every test runs on both stores: the disk and
// S3 (the local S3 server, server/test/s3-server.ts).
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import { MAX_UPLOAD_BYTES } from './accepted-types.ts';
import { storageFor } from './storage-for.ts';
import { compoundFile, docx, elf, getBytes, multipart, pdf, png, windowsExe, type Multipart } from './test/support.ts';

type Uploaded = { uri: string; name: string; mimeType: string; size: number };
type Answer = { code: string; message: string; data: Uploaded | null };

let server: TestServer;
let candidate: TestUser;

const upload = (body: Multipart, opts: { token?: string | null; host?: string; guest?: boolean } = {}) =>
  server.call<Answer>('POST', `/client/api/v1/files/${opts.guest ? 'guest/' : ''}upload`, {
    host: opts.host ?? HOST_A,
    token: opts.guest ? null : opts.token === undefined ? candidate.token : opts.token,
    raw: body.raw,
    contentType: body.contentType,
  });

const file = (name: string, type: string, bytes: Buffer, purpose = 'document') =>
  multipart({ purpose }, { name, type, bytes });

describe.each(['disk', 's3'] as const)('on %s', (store) => {
  beforeAll(async () => {
    server = await startTestServer({ files: store });
    candidate = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
  });

  afterAll(async () => server?.close());

  describe('files/upload', () => {
    it('accepts a real PNG and serves it back to its tenant with headers that keep it inert', async () => {
      const bytes = png();
      const r = await upload(file('avatar.png', 'image/png', bytes, 'image'));
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({
        uri: expect.stringMatching(/^\/files\/[0-9a-f]{32}\.png$/),
        name: 'avatar.png',
        mimeType: 'image/png',
        size: bytes.length,
      });
      const uri = r.body.data?.uri ?? '';

      const got = await getBytes(server.port, HOST_A, uri);
      expect(got.status).toBe(200);
      expect(got.body.equals(bytes)).toBe(true);
      expect(got.headers['content-type']).toBe('image/png');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers['content-security-policy']).toBe("default-src 'none'; sandbox; frame-ancestors 'self'");
      expect(got.headers['content-disposition']).toMatch(/^inline; filename="avatar.png"/);
      expect(got.headers['cross-origin-resource-policy']).toBe('same-origin');

      const row = await server.database.db
        .selectFrom('files')
        .selectAll()
        .where('storage_key', '=', uri.slice('/files/'.length))
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        client_id: server.tenantA,
        owner_id: candidate.id,
        mime_type: 'image/png',
        purpose: 'image',
      });
    });

    it("never serves a file on another tenant's host", async () => {
      const r = await upload(file('cv.pdf', 'application/pdf', pdf(), 'resume'));
      const uri = r.body.data?.uri ?? '';
      expect((await getBytes(server.port, HOST_A, uri)).status).toBe(200);
      const other = await server.call('GET', uri, { host: HOST_B });
      expect(other.status).toBe(404);
      expect(other.body).toMatchObject({ code: 'ERROR' });
      expect((await server.call('GET', '/files/00000000000000000000000000000000.pdf', { host: HOST_A })).status).toBe(
        404,
      );
    });

    it('serves a PDF inline and a Word document as a download', async () => {
      const r1 = await upload(file('Priya Raghavan.pdf', 'application/pdf', pdf(), 'resume'));
      expect(r1.body.data?.mimeType).toBe('application/pdf');
      const got1 = await getBytes(server.port, HOST_A, r1.body.data?.uri ?? '');
      expect(got1.headers['content-type']).toBe('application/pdf');
      expect(got1.headers['content-disposition']).toMatch(/^inline;/);

      const r2 = await upload(file('Priya Raghavan.docx', 'application/octet-stream', docx(), 'resume'));
      expect(r2.status).toBe(200);
      expect(r2.body.data?.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(r2.body.data?.uri).toMatch(/\.docx$/);
      const got2 = await getBytes(server.port, HOST_A, r2.body.data?.uri ?? '');
      expect(got2.headers['content-disposition']).toMatch(/^attachment; filename="Priya Raghavan.docx"/);
      expect(got2.headers['content-security-policy']).toBe("default-src 'none'; sandbox; frame-ancestors 'self'");
    });

    it('shows a PDF document or resume in place only on a plan with resume_preview; a picture always', async () => {
      const sellsPreview = (on: boolean) =>
        server.database.db
          .updateTable('clients')
          .set({
            settings: sql`jsonb_set(settings, '{features}', coalesce(settings->'features', '{}'::jsonb) || ${JSON.stringify({ resume_preview: on })}::jsonb)`,
          })
          .where('id', '=', server.tenantA)
          .execute();
      const disposition = async (uri: string) =>
        (await getBytes(server.port, HOST_A, uri)).headers['content-disposition'];
      const resume = (await upload(file('Meera Iyer.pdf', 'application/pdf', pdf(), 'resume'))).body.data?.uri ?? '';
      const document = (await upload(file('Offer.pdf', 'application/pdf', pdf()))).body.data?.uri ?? '';
      const picture = (await upload(file('logo.png', 'image/png', png(), 'image'))).body.data?.uri ?? '';
      await sellsPreview(false);
      try {
        expect(await disposition(resume)).toMatch(/^attachment; filename="Meera Iyer.pdf"/);
        expect(await disposition(document)).toMatch(/^attachment; filename="Offer.pdf"/);
        expect(await disposition(picture)).toMatch(/^inline;/);
      } finally {
        await sellsPreview(true);
      }
      expect(await disposition(resume)).toMatch(/^inline; filename="Meera Iyer.pdf"/);
      expect(await disposition(document)).toMatch(/^inline;/);
    });

    it('accepts a legacy .doc but not another compound file such as an installer', async () => {
      const doc = await upload(file('resume.doc', 'application/msword', compoundFile('WordDocument'), 'resume'));
      expect(doc.status).toBe(200);
      expect(doc.body.data?.mimeType).toBe('application/msword');
      const msi = await upload(file('resume.doc', 'application/msword', compoundFile('SummaryInformation'), 'resume'));
      expect(msi.status).toBe(415);
    });

    it('refuses by content, whatever the name and declared type say', async () => {
      for (const bytes of [elf(), windowsExe(), Buffer.from('Plain text pretending to be a PDF\n'.repeat(20))]) {
        const r = await upload(file('resume.pdf', 'application/pdf', bytes, 'resume'));
        expect(r.status).toBe(415);
        expect(r.body).toMatchObject({ code: 'ERROR', data: null });
      }
      // A PNG is a document but not a resume.
      expect((await upload(file('resume.png', 'image/png', png(), 'resume'))).status).toBe(415);
      // Nothing of the refused uploads is left behind.
      const incoming = await readdir(join(server.deps.config.filesDir, '.incoming')).catch(() => []);
      expect(incoming).toEqual([]);
    });

    it('refuses one byte over 26,214,400 with 413 and accepts exactly that size', async () => {
      const over = await upload(file('big.pdf', 'application/pdf', pdf(MAX_UPLOAD_BYTES + 1)));
      expect(over.status).toBe(413);
      expect(over.body).toEqual({ code: 'ERROR', message: 'The file is larger than 25 MB', data: null });

      const exact = await upload(file('big.pdf', 'application/pdf', pdf(MAX_UPLOAD_BYTES)));
      expect(exact.status).toBe(200);
      expect(exact.body.data?.size).toBe(26_214_400);
    });

    it('checks the body against the contract', async () => {
      expect((await upload(multipart({}, { name: 'a.png', type: 'image/png', bytes: png() }))).status).toBe(400);
      expect(
        (await upload(multipart({ purpose: 'avatar' }, { name: 'a.png', type: 'image/png', bytes: png() }))).status,
      ).toBe(400);
      expect((await upload(multipart({ purpose: 'image' }))).status).toBe(400);
      const twoFiles = multipart(
        { purpose: 'image' },
        { name: 'a.png', type: 'image/png', bytes: png() },
        { name: 'b.png', type: 'image/png', bytes: png(), field: 'other' },
      );
      const refused = await upload(twoFiles);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/one file/);
      const json = await server.call('POST', '/client/api/v1/files/upload', {
        host: HOST_A,
        token: candidate.token,
        body: { purpose: 'image' },
      });
      expect(json.status).toBe(400);
    });

    it('needs a signed-in user, and a token of this tenant', async () => {
      expect((await upload(file('a.png', 'image/png', png(), 'image'), { token: null })).status).toBe(401);
      expect((await upload(file('a.png', 'image/png', png(), 'image'), { host: HOST_B })).status).toBe(401);
    });
  });

  describe('files/guest/upload', () => {
    it('stores a guest resume without a token, owned by no user', async () => {
      const r = await upload(file('Arjun Mehta CV.docx', 'application/octet-stream', docx(), 'resume'), {
        guest: true,
      });
      expect(r.status).toBe(200);
      expect(r.body.data?.name).toBe('Arjun Mehta CV.docx');
      const row = await server.database.db
        .selectFrom('files')
        .selectAll()
        .where('storage_key', '=', (r.body.data?.uri ?? '').slice('/files/'.length))
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ client_id: server.tenantA, owner_id: null, purpose: 'resume' });
      expect((await upload(file('x.pdf', 'application/pdf', elf(), 'resume'), { guest: true })).status).toBe(415);
    });
  });

  describe('ranges of a stored file', () => {
    it('sends the part a Range header asks for, with the same headers, and 416 past the end', async () => {
      const bytes = pdf(300_000);
      const r = await upload(file('Annual report.pdf', 'application/pdf', bytes));
      const uri = r.body.data?.uri ?? '';
      const part = (range: string, headers: Record<string, string> = {}) =>
        getBytes(server.port, HOST_A, uri, { range, ...headers });

      const whole = await getBytes(server.port, HOST_A, uri);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.body.equals(bytes)).toBe(true);

      const middle = await part('bytes=1000-1999');
      expect(middle.status).toBe(206);
      expect(middle.headers['content-range']).toBe('bytes 1000-1999/300000');
      expect(middle.headers['content-length']).toBe('1000');
      expect(middle.body.equals(bytes.subarray(1000, 2000))).toBe(true);
      expect(middle.headers['content-type']).toBe('application/pdf');
      expect(middle.headers['content-security-policy']).toBe("default-src 'none'; sandbox; frame-ancestors 'self'");
      expect(middle.headers['content-disposition']).toMatch(/^inline; filename="Annual report.pdf"/);

      // The rest from an offset, the last bytes, and an end past the file's, clipped to it.
      const rest = await part('bytes=299000-');
      expect([rest.status, rest.headers['content-range']]).toEqual([206, 'bytes 299000-299999/300000']);
      expect(rest.body.equals(bytes.subarray(299_000))).toBe(true);
      const last = await part('bytes=-100');
      expect([last.status, last.headers['content-range']]).toEqual([206, 'bytes 299900-299999/300000']);
      expect(last.body.equals(bytes.subarray(299_900))).toBe(true);
      const clipped = await part('bytes=299990-400000');
      expect([clipped.status, clipped.headers['content-range']]).toEqual([206, 'bytes 299990-299999/300000']);
      expect(clipped.body.equals(bytes.subarray(299_990))).toBe(true);

      const past = await part('bytes=300000-');
      expect(past.status).toBe(416);
      expect(past.headers['content-range']).toBe('bytes */300000');

      // Several ranges, another unit, or an If-Range (stored files send no validator): all of it.
      for (const [range, headers] of [
        ['bytes=0-9,20-29', {}],
        ['items=0-9', {}],
        ['bytes=10-19', { 'if-range': '"an-old-copy"' }],
      ] as const) {
        const all = await part(range, headers);
        expect(all.status, range).toBe(200);
        expect(all.body.equals(bytes), range).toBe(true);
      }
    });
  });

  describe('a stored file whose bytes are gone', () => {
    it('is kept in the store the server is set up with, and answers 404 once removed from it', async () => {
      const r = await upload(file('gone.pdf', 'application/pdf', pdf(), 'resume'));
      const uri = r.body.data?.uri ?? '';
      const key = uri.slice('/files/'.length);
      const onDisk = await readdir(server.deps.config.filesDir).catch((): string[] => []);
      expect(onDisk.includes(key)).toBe(store === 'disk');
      expect(Boolean(server.deps.config.s3)).toBe(store === 's3');

      const storage = storageFor(server.deps.config);
      await storage.remove(key);
      // Removing what is not stored is not an error.
      await storage.remove(key);
      expect(await storage.get(key)).toBeNull();
      const whole = await getBytes(server.port, HOST_A, uri);
      expect(whole.status).toBe(404);
      expect(JSON.parse(whole.body.toString('utf8'))).toMatchObject({ code: 'ERROR' });
      expect((await getBytes(server.port, HOST_A, uri, { range: 'bytes=10-19' })).status).toBe(404);
    });
  });
});
