// The language a person is written to in (docs/localization.md, "Mails"), over real HTTP: a
// sign-up's mails are in the language the request asked for (the switch's cookie, else the
// browser's), the account keeps it at sign-in, and a later mail to it is in that language while
// the board offers it, else in the board's default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerBrand } from '../board-settings/brand.ts';
import { findUserByEmail } from '../users/users-repo.ts';
import { tenantById } from '../tenancy/resolve-host.ts';
import { HOST_A, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import {
  apiOf,
  candidateRegistration,
  mailsTo,
  PASSWORD,
  startAccountsServer,
  testClock,
  uniqueEmail,
} from './test/support.ts';

const clock = testClock();
let server: TestServer;
let api: ReturnType<typeof apiOf>;
let admin: TestUser;

const offer = (languages: { available: string[]; default: string }) =>
  server.call('PUT', '/client/api/v1/admin/settings', { host: HOST_A, token: admin.token, body: { languages } });

async function register(email: string, headers: Record<string, string>) {
  const res = await api('POST', 'candidate/register', { body: candidateRegistration(email), headers });
  expect(res.status).toBe(200);
  const otp = await server.lastOtp(email);
  return api('POST', 'candidate/verify-email-otp', { body: { email, otp }, headers });
}

const storedLocale = async (email: string) =>
  (await findUserByEmail(server.database.db, server.tenantA, 'candidate', email))?.locale ?? null;

beforeAll(async () => {
  server = await startAccountsServer(clock);
  api = apiOf(server);
  admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
  expect((await offer({ available: ['en', 'es'], default: 'en' })).status).toBe(200);
});
afterAll(async () => server?.close());

describe("a person's mails", () => {
  it("are in the language of the switch's cookie, which the account keeps", async () => {
    const email = uniqueEmail('lucia');
    expect((await register(email, { cookie: 'jb_locale=es', 'accept-language': 'en-US' })).status).toBe(200);
    const [welcome, code] = await mailsTo(server, email);
    expect(code?.subject).toMatch(/^\d{6} es tu código de verificación$/);
    expect(code?.text).toContain('Es válido durante 10 minutos.');
    expect(welcome?.subject).toBe('Te damos la bienvenida a Acme Careers');
    expect(await storedLocale(email)).toBe('es');
  });

  it("are in the browser's language without a cookie, and in English for an English reader", async () => {
    const spanish = uniqueEmail('mateo');
    await register(spanish, { 'accept-language': 'es-MX,es;q=0.9' });
    expect((await mailsTo(server, spanish))[0]?.subject).toBe('Te damos la bienvenida a Acme Careers');

    const english = uniqueEmail('emma');
    await register(english, { 'accept-language': 'en-GB' });
    expect((await mailsTo(server, english))[0]?.subject).toBe('Welcome to Acme Careers');
    expect(await storedLocale(english)).toBe('en');
  });

  it('follow the language of the last sign-in', async () => {
    const email = uniqueEmail('sofia');
    await register(email, { cookie: 'jb_locale=es' });
    const login = await api('POST', 'candidate/login', {
      body: { email, password: PASSWORD },
      headers: { cookie: 'jb_locale=en' },
    });
    expect(login.status).toBe(200);
    expect(await storedLocale(email)).toBe('en');
  });

  it("fall back to the board's default when the board stops offering the person's language", async () => {
    const tenant = async () => {
      const found = await tenantById(server.database.db, server.tenantA);
      if (!found) throw new Error('tenant A is gone');
      return found;
    };
    expect((await readerBrand(await tenant(), server.deps.config, 'es')).tr.locale).toBe('es');
    expect((await readerBrand(await tenant(), server.deps.config, null)).tr.locale).toBe('en');
    expect((await offer({ available: ['es'], default: 'es' })).status).toBe(200);
    expect((await readerBrand(await tenant(), server.deps.config, 'en')).tr.locale).toBe('es');
    expect((await offer({ available: ['en'], default: 'en' })).status).toBe(200);
    expect((await readerBrand(await tenant(), server.deps.config, 'es')).tr.locale).toBe('en');
  });
});
