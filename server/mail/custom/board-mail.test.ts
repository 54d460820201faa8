// A board's rewritten mail and its languages (docs/localization.md, "Mails"): the board's text is
// in its default language, so a reader of that language gets it, and a reader of another language
// the board offers gets the product's mail in their own language instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, candidateRegistration, mailsTo, uniqueEmail } from '../../auth/test/support.ts';
import { HOST_A, startTestServer, type TestServer } from '../../test/harness.ts';
import { makeUser, type TestUser } from '../../test/world.ts';

let server: TestServer;
let admin: TestUser;

const adminCall = (method: 'PUT' | 'POST', path: string, body: unknown) =>
  server.call(method, `/client/api/v1/${path}`, { host: HOST_A, token: admin.token, body });

async function register(email: string, cookie: string): Promise<void> {
  const api = apiOf(server);
  expect(
    (await api('POST', 'candidate/register', { body: candidateRegistration(email), headers: { cookie } })).status,
  ).toBe(200);
  const otp = await server.lastOtp(email);
  const verified = await api('POST', 'candidate/verify-email-otp', { body: { email, otp }, headers: { cookie } });
  expect(verified.status).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
  const languages = { available: ['en', 'es'], default: 'en' };
  expect((await adminCall('PUT', 'admin/settings', { languages })).status).toBe(200);
  const welcome = { subject: 'Good to see you, {{name}}', body: 'Hi {{name}}, say hello.' };
  expect((await adminCall('PUT', 'admin/mail-templates/welcome', welcome)).status).toBe(200);
});
afterAll(async () => {
  await adminCall('PUT', 'admin/mail-templates/welcome', { subject: null, body: null });
  await adminCall('PUT', 'admin/settings', { languages: { available: ['en'], default: 'en' } });
  await server?.close();
});

describe("a board's rewritten mail", () => {
  it("reaches the readers of the board's default language", async () => {
    const email = uniqueEmail('ana');
    await register(email, 'jb_locale=en');
    expect((await mailsTo(server, email))[0]?.subject).toBe('Good to see you, Priya');
  });

  it("gives way to the product's mail in a reader's other language", async () => {
    const email = uniqueEmail('bruno');
    await register(email, 'jb_locale=es');
    expect((await mailsTo(server, email))[0]?.subject).toBe('Te damos la bienvenida a Acme Careers');
  });
});
