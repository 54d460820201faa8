// The admin's branding over real HTTP: only the board's admin on a plan with custom branding may
// save it; colours that fail WCAG AA where text meets them answer 400 naming the colour and save
// nothing; a good set is what getAppearance answers from then on, fonts kept, and it is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../../test/harness.ts';
import { makeUser, type TestUser } from '../../test/world.ts';
import { contrast } from '../../../shared/branding/contrast.ts';

type Envelope<T = unknown> = { code: string; message: string; data: T };
type Appearance = { logoUri: string | null; faviconUri: string | null; colors: Record<string, string>; fonts: object };

let server: TestServer;
let admin: TestUser;
let employer: TestUser;

const good = {
  logoUri: '/files/branding/acme-logo.svg',
  faviconUri: 'https://cdn.example.com/acme.png',
  colors: { primary: '#0b5fff', secondary: '#14213d', accent: '#fca311', background: '#ffffff', text: '#1f2933' },
};
const save = (body: unknown, token: string | null = admin.token) =>
  server.call<Envelope<Appearance & { fields: { field: string }[] }>>('PUT', '/client/api/v1/admin/appearance', {
    host: HOST_A,
    token,
    body,
  });
const read = (host = HOST_A) =>
  server.call<Envelope<Appearance>>('GET', '/client/api/v1/settings/appearance', { host });

beforeAll(async () => {
  server = await startTestServer();
  admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
  employer = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'employer' });
});
afterAll(async () => server?.close());

describe('the board’s branding', () => {
  it('computes WCAG contrast', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('is saved by the admin only, with colours that meet AA, and read back by guests', async () => {
    expect((await save(good, null)).status).toBe(401);
    expect((await save(good, employer.token)).status).toBe(403);
    const before = await read();

    const pale = await save({ ...good, colors: { ...good.colors, text: '#999999', secondary: '#ffd43b' } });
    expect(pale.status).toBe(400);
    expect(pale.body.data.fields.map((f) => f.field).sort()).toEqual(['body.colors.secondary', 'body.colors.text']);
    expect((await read()).body.data).toEqual(before.body.data);
    expect((await save({ ...good, logoUri: 'javascript:alert(1)' })).status).toBe(400);

    const saved = await save(good);
    expect(saved.status).toBe(200);
    const now = (await read()).body.data;
    expect(now).toMatchObject({ logoUri: good.logoUri, faviconUri: good.faviconUri, colors: good.colors });
    expect(now.fonts).toEqual(before.body.data.fonts);
    expect((await read(HOST_B)).body.data.colors).toEqual(before.body.data.colors);

    const audit = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('client_id', '=', server.tenantA)
      .where('action', '=', 'appearance.saved')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
