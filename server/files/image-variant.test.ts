// Display copies of uploaded pictures over real HTTP: scaled to a listed width, WebP for a browser
// that takes it, never wider than the picture, only for the picture's own tenant, with the same
// inert headers as the stored file; a bad width is a 400 naming `w`; anything that is not a
// decodable PNG or JPEG is served as stored. On both stores: the disk and S3 (the local S3 server).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import { acceptsWebp, variantWidth } from './image-variant.ts';
import { getBytes, multipart, pdf, png } from './test/support.ts';

let server: TestServer;
let employer: TestUser;
let logo: Buffer;
let logoUri = '';

const WEBP = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };

async function uploadImage(name: string, type: string, bytes: Buffer, purpose = 'image'): Promise<string> {
  const body = multipart({ purpose }, { name, type, bytes });
  const r = await server.call<{ data: { uri: string } | null }>('POST', '/client/api/v1/files/upload', {
    host: HOST_A,
    token: employer.token,
    raw: body.raw,
    contentType: body.contentType,
  });
  expect(r.status).toBe(200);
  return r.body.data?.uri ?? '';
}

beforeAll(async () => {
  // A 600 × 300 logo with detail, as an employer would upload it.
  const pixels = Buffer.alloc(600 * 300 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  logo = await sharp(pixels, { raw: { width: 600, height: 300, channels: 3 } })
    .png()
    .toBuffer();
});

describe.each(['disk', 's3'] as const)('GET /files/:name?w= on %s', (store) => {
  beforeAll(async () => {
    server = await startTestServer({ files: store });
    employer = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'employer' });
    logoUri = await uploadImage('logo.png', 'image/png', logo);
  });

  afterAll(async () => server?.close());

  it('sends a browser that takes WebP a WebP copy at the listed width, with the inert headers', async () => {
    const got = await getBytes(server.port, HOST_A, `${logoUri}?w=90`, WEBP);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(got.headers.vary).toMatch(/accept/i);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toBe("default-src 'none'; sandbox; frame-ancestors 'self'");
    expect(got.headers['content-disposition']).toMatch(/^inline; filename="logo.webp"/);
    expect(Number(got.headers['content-length'])).toBe(got.body.length);
    const meta = await sharp(got.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 96, 48]);
    expect(got.body.length).toBeLessThan(logo.length / 10);
  });

  it('keeps the picture’s own type for a browser that does not take WebP, and never enlarges it', async () => {
    const small = await getBytes(server.port, HOST_A, `${logoUri}?w=48`, { accept: 'image/png,image/*' });
    expect(small.headers['content-type']).toBe('image/png');
    expect((await sharp(small.body).metadata()).width).toBe(48);
    const wide = await getBytes(server.port, HOST_A, `${logoUri}?w=2000`, WEBP);
    expect((await sharp(wide.body).metadata()).width).toBe(600);
  });

  it('answers the same copy again from memory, and requests at once all get the one copy', async () => {
    const first = await getBytes(server.port, HOST_A, `${logoUri}?w=128`, WEBP);
    const again = await getBytes(server.port, HOST_A, `${logoUri}?w=100`, WEBP);
    expect(again.body.equals(first.body)).toBe(true);
    const together = await Promise.all(
      Array.from({ length: 6 }, () => getBytes(server.port, HOST_A, `${logoUri}?w=256`, WEBP)),
    );
    for (const r of together) {
      expect(r.status).toBe(200);
      expect(r.body.equals(together[0]?.body ?? Buffer.alloc(0))).toBe(true);
    }
    expect((await sharp(together[0]?.body).metadata()).width).toBe(256);
  });

  it('refuses a width that is not a whole number of pixels up to 2048, naming w', async () => {
    for (const w of ['0', '2049', 'abc', '12.5', '-3', '']) {
      const r = await server.call<{ data: { fields: Array<{ field: string }> } }>('GET', `${logoUri}?w=${w}`, {
        host: HOST_A,
      });
      expect(r.status, `w=${w}`).toBe(400);
      expect(r.body.data.fields[0]?.field).toBe('querystring.w');
    }
  });

  it('never serves a copy of another tenant’s picture', async () => {
    expect((await getBytes(server.port, HOST_B, `${logoUri}?w=96`, WEBP)).status).toBe(404);
  });

  it('serves what is not a decodable picture as stored', async () => {
    const doc = pdf();
    const pdfUri = await uploadImage('brochure.pdf', 'application/pdf', doc, 'document');
    const asPdf = await getBytes(server.port, HOST_A, `${pdfUri}?w=96`, WEBP);
    expect(asPdf.headers['content-type']).toBe('application/pdf');
    expect(asPdf.body.equals(doc)).toBe(true);

    const broken = Buffer.concat([png().subarray(0, 33), Buffer.from('not the rest of a picture')]);
    const brokenUri = await uploadImage('broken.png', 'image/png', broken);
    const asStored = await getBytes(server.port, HOST_A, `${brokenUri}?w=96`, WEBP);
    expect(asStored.status).toBe(200);
    expect(asStored.headers['content-type']).toBe('image/png');
    expect(asStored.body.equals(broken)).toBe(true);
  });
});

describe('variant widths and Accept', () => {
  it('rounds a width up to a listed one, and reads WebP from Accept', () => {
    expect([variantWidth(1), variantWidth(48), variantWidth(49), variantWidth(2048)]).toEqual([32, 48, 64, 2048]);
    expect(acceptsWebp(WEBP.accept)).toBe(true);
    expect(acceptsWebp('image/webp;q=0.9')).toBe(true);
    expect(acceptsWebp('image/png,image/*')).toBe(false);
    expect(acceptsWebp(undefined)).toBe(false);
  });
});
