// The contact form over real HTTP: a message is stored and e-mailed to the board's support
// address (or its first admin) with the sender as Reply-To and the sender's text escaped; the
// contract's rules answer 400 naming the field; the per-address and per-e-mail limits answer 429;
// spam (too many links, the same message again) is stored but not mailed and answered like any
// message; the plan flag gates it; a board's messages never reach another board.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import { THANKS, TOO_MANY } from './contact-us.ts';
import { PER_ADDRESS_PER_HOUR, PER_EMAIL_PER_HOUR } from './spam.ts';

type Answer = {
  code: string;
  message: string;
  data: { fields?: { field: string; message: string }[]; retryAfterSeconds?: number };
};

let server: TestServer;
let adminB: TestUser;
let seq = 0;
const SUPPORT_A = 'help@acme.test';

/** A unique client address per call unless a test names one. */
const send = (body: Record<string, unknown>, opts: { host?: string; ip?: string } = {}) =>
  server.call<Answer>('POST', '/client/api/v1/contact-us/save', {
    host: opts.host ?? HOST_A,
    headers: { 'x-forwarded-for': opts.ip ?? `10.20.${Math.floor(++seq / 250)}.${seq % 250}` },
    body,
  });

/** A well-formed message, with its own e-mail and words unless a test says otherwise. */
const message = (extra: Record<string, unknown> = {}) => {
  const n = ++seq;
  return {
    name: 'Meera Iyer',
    email: `meera.${n}@brightpath.in`,
    subject: 'Posting jobs for multiple branches',
    message: `We hire for ${n} branches across Karnataka. Can each branch manager post jobs?`,
    ...extra,
  };
};

const stored = (email: string) =>
  server.database.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();

const mailsTo = (to: string) =>
  server.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', to)
    .where('kind', '=', 'contact_us')
    .orderBy('created_at')
    .execute();

async function boardSetting(clientId: string, path: string, value: unknown): Promise<void> {
  await server.database.db
    .updateTable('clients')
    .set({ settings: sql`jsonb_set(settings, ${`{${path}}`}::text[], ${JSON.stringify(value)}::jsonb, true)` })
    .where('id', '=', clientId)
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  await boardSetting(server.tenantA, 'supportEmail', SUPPORT_A);
  adminB = await makeUser(server.database.db, server.deps.secret, {
    clientId: server.tenantB,
    role: 'admin',
    email: 'owner@globex.test',
  });
});
afterAll(() => server.close());

describe('contact-us/save', () => {
  it('stores the message and e-mails it to the support address, Reply-To the sender, text escaped', async () => {
    const body = message({
      countryCode: '+91',
      mobNo: '9845012345',
      companyName: 'BrightPath <Staffing> & Co',
      subject: 'Branches <script>alert(1)</script>',
      message: 'Line one with <img src=x onerror=alert(1)>\nand "line" two.',
    });
    const r = await send(body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ code: 'SUCCESS', message: THANKS, data: null });

    const [row] = await stored(body.email);
    expect(row).toMatchObject({
      client_id: server.tenantA,
      name: 'Meera Iyer',
      phone: '+91 9845012345',
      company: 'BrightPath <Staffing> & Co',
      status: 'new',
      spam_reason: null,
      mailed_to: SUPPORT_A,
    });
    expect(row?.ip_hash).toMatch(/^[0-9a-f]{32}$/);

    const mails = await mailsTo(SUPPORT_A);
    const mail = mails.find((m) => (m.meta as { contactMessageId?: string }).contactMessageId === row?.id);
    expect(mail?.subject).toBe('Contact form: Branches <script>alert(1)</script>');
    expect(mail?.client_id).toBe(server.tenantA);
    expect((mail?.meta as { headers?: Record<string, string> }).headers).toEqual({
      'Reply-To': `"Meera Iyer" <${body.email}>`,
    });
    expect(mail?.html).toContain('Branches &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>and &quot;line&quot; two.');
    expect(mail?.html).toContain('BrightPath &lt;Staffing&gt; &amp; Co');
    expect(mail?.html).not.toMatch(/<script|<img/);
    expect(mail?.text).toContain('Phone: +91 9845012345');
  });

  it('sends to the board’s first admin when no support address is set, and only on its own board', async () => {
    const body = message();
    const r = await send(body, { host: HOST_B });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [row] = await stored(body.email);
    expect(row).toMatchObject({ client_id: server.tenantB, mailed_to: adminB.email, status: 'new' });
    expect((await mailsTo(adminB.email)).length).toBe(1);
    expect((await mailsTo(SUPPORT_A)).some((m) => m.text.includes(body.message))).toBe(false);
  });

  it('answers 400 naming the field the contract refuses, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [message({ email: 'meera@@brightpath' }), 'body.email'],
      [message({ message: 'Too short' }), 'body.message'],
      [message({ name: 'R2-D2' }), 'body.name'],
      [message({ mobNo: '98-45' }), 'body.mobNo'],
      [message({ website: 'https://spam.example' }), 'body'],
    ];
    for (const [body, field] of cases) {
      const r = await send(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.data.fields?.map((f) => f.field).join(' ')).toContain(field);
    }
    const { subject, ...noSubject } = message();
    expect(subject).toBeTruthy();
    const missing = await send(noSubject);
    expect(missing.status).toBe(400);
    expect(missing.body.data.fields?.map((f) => `${f.field} ${f.message}`).join(' ')).toContain('subject');
    const rows = await server.database.db
      .selectFrom('contact_messages')
      .select('id')
      .where('name', '=', 'R2-D2')
      .execute();
    expect(rows).toEqual([]);
  });

  it(`answers 429 past ${PER_ADDRESS_PER_HOUR} messages an hour from one address, others still pass`, async () => {
    const ip = '10.99.1.1';
    for (let i = 0; i < PER_ADDRESS_PER_HOUR; i++) expect((await send(message(), { ip })).status).toBe(200);
    const refused = await send(message(), { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('LIMIT_OVER');
    expect(refused.body.message).toBe(TOO_MANY);
    expect(refused.body.data.retryAfterSeconds).toBeGreaterThan(3500);
    // Per board: the same address on another board, and another address here, are not limited.
    expect((await send(message(), { ip, host: HOST_B })).status).toBe(200);
    expect((await send(message(), { ip: '10.99.1.2' })).status).toBe(200);
  });

  it(`answers 429 past ${PER_EMAIL_PER_HOUR} messages an hour from one e-mail, whatever the address`, async () => {
    const email = 'Busy.Sender@brightpath.in';
    for (let i = 0; i < PER_EMAIL_PER_HOUR; i++)
      expect((await send(message({ email: i === 1 ? email.toLowerCase() : email }))).status).toBe(200);
    const refused = await send(message({ email }));
    expect(refused.status).toBe(429);
    expect((await stored(email.toLowerCase())).length).toBe(PER_EMAIL_PER_HOUR);
  });

  it('keeps a message with many links as spam: same answer, not mailed', async () => {
    const before = (await mailsTo(SUPPORT_A)).length;
    const body = message({
      message: 'Cheap followers at https://a.example and www.b.example, also http://c.example today!',
    });
    const r = await send(body);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(THANKS);
    const [row] = await stored(body.email);
    expect(row).toMatchObject({ status: 'spam', spam_reason: 'links', mailed_to: null });
    expect((await mailsTo(SUPPORT_A)).length).toBe(before);
  });

  it('keeps the same message again within a day as spam (by address or by e-mail), not mailed', async () => {
    const words = 'Please call me back about hiring drivers for the Pune warehouse this month.';
    const ip = '10.98.0.1';
    const first = message({ message: words });
    expect((await send(first, { ip })).status).toBe(200);
    const before = (await mailsTo(SUPPORT_A)).length;
    // Same address, another e-mail, the same words with other spacing and case.
    const again = message({ message: `  ${words.toUpperCase().replace(/ /g, '  ')} ` });
    expect((await send(again, { ip })).status).toBe(200);
    // Same e-mail, another address.
    expect((await send({ ...first, subject: 'Following up' })).status).toBe(200);
    expect((await stored(again.email))[0]).toMatchObject({ status: 'spam', spam_reason: 'duplicate' });
    expect((await stored(first.email)).map((m) => m.status)).toEqual(['new', 'spam']);
    expect((await mailsTo(SUPPORT_A)).length).toBe(before);
    // The same words on another board are that board's first message.
    const other = message({ message: words });
    expect((await send(other, { ip, host: HOST_B })).status).toBe(200);
    expect((await stored(other.email))[0]?.status).toBe('new');
  });

  it('is refused with 403 when the board’s plan lacks contact_us', async () => {
    await boardSetting(server.tenantA, 'features', { contact_us: false });
    try {
      const body = message();
      const r = await send(body);
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('Your plan does not include this feature');
      expect(await stored(body.email)).toEqual([]);
    } finally {
      await boardSetting(server.tenantA, 'features', {});
    }
    expect((await send(message())).status).toBe(200);
  });
});
