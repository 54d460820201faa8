// The console's mail templates over HTTP (docs/mail-templates.md): rewriting a mail, the preview
// (every word of the template and of the values escaped), unknown variables and stray braces
// refused naming the field, the real mail sent with the board's text (read from the outbox), the
// reset back to the product's text, the test send through the outbox, the plan's flag, the other
// board untouched, and who may call.
import { translatorFor } from '../../i18n/translator.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { candidateRegistration, signUp, uniqueEmail } from '../../auth/test/support.ts';
import { renderMail } from '../../mail/custom/render.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../../test/world.ts';

type S = components['schemas'];
type Answer<T> = { code: string; message: string; data: T };
type Failure = { code: string; message: string; data: { fields?: { field: string; message: string }[] } | null };

let server: TestServer;
let admin: TestUser;
let adminB: TestUser;
let employer: TestUser;

const base = '/client/api/v1/admin/mail-templates';
const call = <T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  who: TestUser | null = admin,
  host = HOST_A,
) => server.call<Answer<T>>(method, `${base}${path}`, { host, token: who?.token ?? null, body });

/** The board's own switch of the flag (settings.features), or none: the plan's tier decides. */
async function boardFlag(on: boolean | null): Promise<void> {
  await server.database.db
    .updateTable('clients')
    .set({
      settings:
        on === null
          ? sql`settings #- '{features,custom_email_templates}'`
          : sql`jsonb_set(settings, '{features}', coalesce(settings->'features', '{}'::jsonb) || ${JSON.stringify({ custom_email_templates: on })}::jsonb)`,
    })
    .where('id', '=', server.tenantA)
    .execute();
}

const mailsTo = (email: string, kind: string) =>
  server.database.db
    .selectFrom('outbox')
    .select(['subject', 'html', 'text'])
    .where('client_id', '=', server.tenantA)
    .where('to_address', '=', email)
    .where('kind', '=', kind)
    .orderBy('created_at')
    .execute();

const welcome = {
  subject: 'Good to see you, {{name}}',
  body: 'Hi {{name}},\n\n<b>{{boardName}}</b> & friends\nsay hello.',
};

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  admin = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
  adminB = await makeUser(db, server.deps.secret, { clientId: server.tenantB, role: 'admin' });
  const companyId = await makeCompany(db, server.tenantA, 'Harbourline Freight');
  employer = await makeUser(db, server.deps.secret, {
    clientId: server.tenantA,
    role: 'employer',
    employerKind: 1,
    companyId,
  });
  await boardFlag(true);
});
afterAll(async () => {
  await boardFlag(null);
  await server?.close();
});

describe('mail templates', () => {
  it('lists the editable mails with the product text and their variables', async () => {
    const res = await call<S['AdminMailTemplates']>('GET', '');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const kinds = res.body.data.templates.map((t) => t.kind);
    expect(kinds).toEqual(['welcome', 'application_status', 'job_declined', 'chat_message']);
    const w = res.body.data.templates[0];
    expect(w?.custom).toBe(false);
    expect(w?.subject).toBe(w?.defaultSubject);
    expect(w?.variables.map((v) => v.name)).toEqual(['name', 'boardName', 'boardLink']);
  });

  it('refuses unknown variables and stray braces, naming the field', async () => {
    const unknown = await call<null>('PUT', '/welcome', { subject: 'Hi {{firstName}}', body: 'Hello' });
    expect(unknown.status).toBe(400);
    const fields = (unknown.body as unknown as Failure).data?.fields ?? [];
    expect(fields[0]?.field).toBe('body.subject');
    expect(fields[0]?.message).toContain('{{firstName}}');

    const stray = await call<null>('POST', '/welcome/preview', { subject: 'Hi', body: 'Hello {{ name }} {{{name}}}' });
    expect(stray.status).toBe(400);
    expect((stray.body as unknown as Failure).data?.fields?.[0]?.field).toBe('body.body');

    const half = await call<null>('PUT', '/welcome', { subject: null, body: 'Hello {{name}}' });
    expect(half.status).toBe(400);
    expect((half.body as unknown as Failure).data?.fields?.[0]?.field).toBe('body.subject');
  });

  it('previews a draft with example values, escaping the template and the values', async () => {
    const res = await call<S['MailTemplatePreview']>('POST', '/welcome/preview', {
      subject: 'Hi {{name}}',
      body: '<script>alert(1)</script>\n\nVisit {{boardLink}}',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.subject).toBe('Hi Priya');
    expect(res.body.data.html).not.toContain('<script>');
    expect(res.body.data.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body.data.html).toMatch(/<a href="https?:\/\/[^"]+"/);
    expect(res.body.data.text).toContain('<script>alert(1)</script>');

    // Values are escaped too, and a link variable only links an http(s) address.
    const brand = {
      name: 'A & B <Board>',
      color: '#123456',
      origin: 'https://a.example',
      tr: await translatorFor('en'),
      boardLocale: 'en' as const,
    };
    const mail = renderMail(
      'job_declined',
      brand,
      { subject: '{{jobTitle}}', body: '{{reason}}\n\n{{link}}' },
      { jobTitle: 'Cook\r\nBcc: x@y.z', reason: '<img src=x onerror=alert(1)>\nline two', link: 'javascript:alert(1)' },
    );
    expect(mail.subject).toBe('Cook Bcc: x@y.z');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>line two');
    expect(mail.html).not.toContain('href="javascript');
    expect(mail.html).toContain('A &amp; B &lt;Board&gt;');
  });

  it('sends the board’s text in the real mail, and the product’s again after a reset', async () => {
    const saved = await call<S['AdminMailTemplate']>('PUT', '/welcome', welcome);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ custom: true, subject: welcome.subject, body: welcome.body });

    const email = uniqueEmail('tpl');
    await signUp(server, 'candidate', candidateRegistration(email));
    const [mail] = await mailsTo(email, 'welcome');
    expect(mail?.subject).toBe('Good to see you, Priya');
    expect(mail?.html).toContain('&lt;b&gt;');
    expect(mail?.html).not.toContain('<b>');
    expect(mail?.text).toContain('Hi Priya,');

    const reset = await call<S['AdminMailTemplate']>('PUT', '/welcome', { subject: null, body: null });
    expect(reset.status).toBe(200);
    expect(reset.body.data.custom).toBe(false);
    const again = uniqueEmail('tpl-reset');
    await signUp(server, 'candidate', candidateRegistration(again));
    const [product] = await mailsTo(again, 'welcome');
    expect(product?.subject).toMatch(/^Welcome to /);
  });

  it('sends a test of a draft to the admin through the outbox', async () => {
    const res = await call<S['MailTemplateTestSent']>('POST', '/job_declined/test', {
      subject: '{{jobTitle}} needs changes',
      body: 'Hello {{name}},\n\n{{reason}}',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.to).toBe(admin.email);
    const [mail] = await mailsTo(admin.email, 'mail_template_test');
    expect(mail?.subject).toBe('[Test] Warehouse Supervisor needs changes');
    expect(mail?.text).toContain('Please add the salary range.');
  });

  it('keeps the other board untouched', async () => {
    await call('PUT', '/chat_message', { subject: 'Message from {{sender}}', body: 'Read it: {{link}}' });
    const b = await call<S['AdminMailTemplates']>('GET', '', undefined, adminB, HOST_B);
    expect(b.status).toBe(200);
    expect(b.body.data.templates.every((t) => !t.custom)).toBe(true);
    const rows = await server.database.db
      .selectFrom('mail_templates')
      .select('kind')
      .where('client_id', '=', server.tenantB)
      .execute();
    expect(rows).toEqual([]);
  });

  it('is refused without the plan’s flag, and the product’s text is sent then', async () => {
    await call('PUT', '/welcome', welcome);
    await boardFlag(false);
    try {
      const res = await call<null>('GET', '');
      expect(res.status).toBe(403);
      const email = uniqueEmail('tpl-off');
      await signUp(server, 'candidate', candidateRegistration(email));
      const [mail] = await mailsTo(email, 'welcome');
      expect(mail?.subject).toMatch(/^Welcome to /);
    } finally {
      await boardFlag(true);
    }
  });

  it('is for the board’s admins only', async () => {
    expect((await call('GET', '', undefined, null)).status).toBe(401);
    expect((await call('GET', '', undefined, employer)).status).toBe(403);
    expect((await call('PUT', '/welcome', welcome, employer)).status).toBe(403);
  });
});
