// The server's answers in the reader's language (docs/localization.md, "The server's messages"):
// the translator by exact text and by pattern, and over HTTP a board offering Spanish answering a
// Spanish reader's failed sign-in, refused field and schema error in Spanish, an English reader
// as before, and a board without Spanish in English whatever the reader asks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, candidateRegistration, freshAddress, uniqueEmail } from '../auth/test/support.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import { answerTranslator } from './answer-language.ts';

describe('answerTranslator', () => {
  const translate = answerTranslator({
    'Job saved': 'Empleo guardado',
    '{0} is not in {1}': '{0} no está en {1}',
    '{0} does not take payment in {1}': '{1} no es una moneda de pago de {0}',
    'Not translated yet': '',
  });

  it('translates by the exact text, and by a pattern with its values in the translation’s order', () => {
    expect(translate('Job saved')).toBe('Empleo guardado');
    expect(translate('Stripe does not take payment in XYZ')).toBe('XYZ no es una moneda de pago de Stripe');
    expect(translate('Lima is not in Chile')).toBe('Lima no está en Chile');
  });

  it('leaves a message it does not know, or has no translation of, in English', () => {
    expect(translate('Something new')).toBe('Something new');
    expect(translate('Not translated yet')).toBe('Not translated yet');
    expect(translate('Job saved!')).toBe('Job saved!');
  });
});

describe('answers over HTTP', () => {
  let server: TestServer;
  let admin: TestUser;
  const api = () => apiOf(server);
  const spanish = { cookie: 'jb_locale=es' };

  const offer = (available: string[], host = HOST_A, who = admin) =>
    server.call('PUT', '/client/api/v1/admin/settings', {
      host,
      token: who.token,
      body: { languages: { available, default: 'en' } },
    });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
    expect((await offer(['en', 'es'])).status).toBe(200);
  });
  afterAll(async () => {
    await offer(['en']);
    await server?.close();
  });

  const login = (headers: Record<string, string>, host = HOST_A) =>
    api()('POST', 'candidate/login', {
      host,
      body: { email: uniqueEmail('nadie'), password: 'Wrong#Pass1' },
      headers,
      ip: freshAddress(),
    });

  it("answers a Spanish reader's failed sign-in in Spanish, an English reader's in English", async () => {
    const es = await login(spanish);
    expect(es.status).toBe(400);
    expect(es.body.message).toBe('Correo electrónico o contraseña incorrectos');
    expect((await login({ 'accept-language': 'es-419,es;q=0.9' })).body.message).toBe(
      'Correo electrónico o contraseña incorrectos',
    );
    expect((await login({})).body.message).toBe('Invalid e-mail or password');
  });

  it('answers in English on a board that does not offer Spanish, whatever the reader asks', async () => {
    expect((await login(spanish, HOST_B)).body.message).toBe('Invalid e-mail or password');
  });

  it("translates the schema's refusals and the fields they name", async () => {
    const res = await api()('POST', 'candidate/register', {
      body: { ...candidateRegistration(uniqueEmail('ana')), email: 42 },
      headers: spanish,
    });
    expect(res.status).toBe(400);
    const fields = (res.body.data as { fields: { field: string; message: string }[] }).fields;
    expect(fields[0]?.field).toBe('body.email');
    expect(fields[0]?.message).toBe('debe ser string');
    expect(res.body.message).toBe('body.email debe ser string');
  });
});
