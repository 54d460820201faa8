// The S3 store beyond what every store does (files.test.ts and image-variant.test.ts run on both
// the disk and S3): a missing bucket is the installation's fault, not a missing file; and the
// documents the server makes and keeps, a paid order's invoice and a resume saved as a PDF, stored
// in a bucket of the local S3 server and downloaded whole and in part. The rest of the invoice and
// resume tests (checkout.test.ts, documents.test.ts) run on S3 with FILE_STORE=s3.
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { deliverSandboxWebhook } from '../payments/background.ts';
import { api, payInSandbox, planId } from '../payments/test/support.ts';
import { processPendingEvents } from '../payments/webhooks.ts';
import { sampleResume } from '../resumes/test/fixtures.ts';
import { caller, download, makeResumeWorld } from '../resumes/test/support.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { localS3 } from '../test/s3-server.ts';
import { makeCompany, makeUser } from '../test/world.ts';
import { s3Storage } from './s3-storage.ts';
import { storageFor } from './storage-for.ts';
import { getBytes } from './test/support.ts';

type S = components['schemas'];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ files: 's3' });
});

afterAll(async () => server?.close());

/** A stored file read back over HTTP: whole, then its second hundred bytes. */
async function readBack(uri: string): Promise<{ whole: Buffer; part: Buffer }> {
  const whole = await getBytes(server.port, HOST_A, uri);
  expect(whole.status).toBe(200);
  const part = await getBytes(server.port, HOST_A, uri, { range: 'bytes=100-199' });
  expect(part.status).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.body.length}`);
  expect(part.body.equals(whole.body.subarray(100, 200))).toBe(true);
  return { whole: whole.body, part: part.body };
}

describe('the S3 store', () => {
  it('answers a missing key with nothing, and a missing bucket with an error', async () => {
    expect(server.deps.config.s3).toBeDefined();
    const settings = await (await localS3()).newBucket();
    expect(await s3Storage(settings).get('00000000000000000000000000000000.pdf')).toBeNull();
    const wrong = s3Storage({ ...settings, bucket: 'no-such-bucket' });
    await expect(wrong.get('00000000000000000000000000000000.pdf')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});

describe('documents the server keeps, on S3', () => {
  it('stores a paid order’s invoice PDF in the bucket and serves it whole and in part', async () => {
    const { db } = server.database;
    const companyId = await makeCompany(db, server.tenantA, 'Harbour Freight Analytics', null);
    const owner = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'employer', companyId });
    const call = api(server, HOST_A, owner.token);
    const plus = await planId(server, HOST_A, owner.token, 'employer', 'PLUS_YEARLY');
    const order = await call<S['Order']>('POST', 'order/create', {
      planId: plus._id,
      action: 'UPGRADE',
      currency: 'USD',
      gateway: 'STRIPE',
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const url = await call<S['PaymentUrl']>('POST', 'order/payment-url', { orderId: order.body.data._id });
    await payInSandbox(server, HOST_A, url.body.data.url);
    await db
      .updateTable('sandbox_checkouts')
      .set({ settle_at: new Date(Date.now() - 1000) })
      .where('client_id', '=', server.tenantA)
      .execute();
    await deliverSandboxWebhook({ ...server.deps }, server.tenantA, url.body.data.url.split('/').pop() ?? '');
    await processPendingEvents(db);

    const invoice = await call<S['Invoice']>('POST', 'order/invoice', { orderId: order.body.data._id });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    const { whole } = await readBack(invoice.body.data.pdfUri);
    expect(whole.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The bytes are the bucket's: the store the server uses has them under the served name.
    const key = invoice.body.data.pdfUri.slice('/files/'.length);
    const stored = await storageFor(server.deps.config).get(key);
    expect(stored && (await buffer(stored)).equals(whole)).toBe(true);
  });

  it('stores a resume saved as a PDF, and removes the PDF it replaces from the bucket', async () => {
    const w = await makeResumeWorld(server);
    const { _id, candidateId, file, createdAt, updatedAt, ...input } = sampleResume();
    void [_id, candidateId, file, createdAt, updatedAt];
    const made = await caller(server)<S['Resume']>('POST', 'resumes', w.priya, input);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const save = async () => {
      const r = await download(server, w.priya, `resumes/download/${made.body.data._id}?isSave=true`);
      expect(r.status).toBe(200);
      return { uri: String(r.headers['x-resume-uri']), pdf: r.body };
    };

    const first = await save();
    expect((await readBack(first.uri)).whole.equals(first.pdf)).toBe(true);
    const second = await save();
    expect((await readBack(second.uri)).whole.equals(second.pdf)).toBe(true);
    // The first was the profile's resume and nothing else's: gone from the bucket, so a 404.
    expect(await storageFor(server.deps.config).get(first.uri.slice('/files/'.length))).toBeNull();
    expect((await getBytes(server.port, HOST_A, first.uri)).status).toBe(404);
  });
});
