// The board's own sign-up questions over real HTTP: a required custom field an admin adds to
// candidate_registration or employer_registration must be answered with the registration (400
// naming `values.<keyNm>`, and nothing created, otherwise); the answers are the new account's
// values of the form, edited later through form/save-form-data without the product fields; an
// answer to a field the admin removes is given back as a former answer, never lost; without the
// custom_fields licence nothing is asked and a value is refused as unknown.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { apiOf, candidateRegistration, employerRegistration, uniqueEmail } from '../auth/test/support.ts';
import { multipart, pdf } from '../files/test/support.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';

type S = components['schemas'];
type FieldInput = S['AdminFormFieldInput'];
type Failure = { fields?: { field: string; message: string }[] } | null;

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let admin: TestUser;
let adminB: TestUser;

const shift: FieldInput = {
  keyNm: 'preferredShift',
  label: { en: 'Preferred shift' },
  fieldType: 'dropdown',
  required: true,
  options: [
    { value: 'day', label: { en: 'Day' } },
    { value: 'night', label: { en: 'Night' } },
  ],
};
const teamSize: FieldInput = {
  keyNm: 'teamSize',
  label: { en: 'Hiring team size' },
  fieldType: 'number',
  required: true,
  validation: { min: 1, max: 500 },
};
const deck: FieldInput = { keyNm: 'companyDeck', label: { en: 'Company deck' }, fieldType: 'file', required: false };

/** The admin's editor: the form as saved, with `change` applied to its first section's fields. */
async function editForm(code: string, change: (fields: FieldInput[]) => FieldInput[], user = admin, host = HOST_A) {
  const read = await api<S['AdminFormDefinition']>('GET', `admin/forms/${code}`, { token: user.token, host });
  const form = read.body.data;
  const sections = form.sections.map((s, i) => {
    const fields: FieldInput[] = s.fields.map((f) => ({
      keyNm: f.keyNm,
      label: f.label,
      fieldType: f.fieldType,
      required: f.required,
      placeholder: f.placeholder ?? null,
      helpText: f.helpText ?? null,
      options: f.options ?? [],
      multiple: f.multiple ?? false,
      validation: f.validation ?? null,
    }));
    return { code: s.code, fields: i === 0 ? change(fields) : fields };
  });
  const saved = await api('PUT', `admin/forms/${code}`, {
    token: user.token,
    host,
    body: { updatedAt: form.updatedAt, sections },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

async function verify(role: 'candidate' | 'employer', email: string, host = HOST_A): Promise<string> {
  const otp = await server.lastOtp(email);
  const r = await api<S['AuthSession']>('POST', `${role}/verify-email-otp`, { body: { email, otp }, host });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.token;
}

const userForm = (token: string, code: string) =>
  api<S['UserForm']>('POST', 'user-form/get-form', { token, body: { code } });

async function accountsWith(email: string) {
  return server.database.db.selectFrom('users').select(['id', 'company_id']).where('email', '=', email).execute();
}

async function guestUpload(name: string): Promise<S['UploadedFile']> {
  const body = multipart({ purpose: 'document' }, { name, type: 'application/pdf', bytes: pdf() });
  const r = await server.call<{ data: S['UploadedFile'] }>('POST', '/client/api/v1/files/guest/upload', {
    host: HOST_A,
    raw: body.raw,
    contentType: body.contentType,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
  adminB = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantB, role: 'admin' });
  await editForm('candidate_registration', (fields) => [...fields, shift]);
  await editForm('employer_registration', (fields) => [...fields, teamSize, deck]);
});

afterAll(async () => server?.close());

describe('candidate_registration answered with the sign-up', () => {
  it('refuses a sign-up without the required answer, naming the field, and creates nothing', async () => {
    const email = uniqueEmail('no-shift');
    const r = await api<Failure>('POST', 'candidate/register', { body: candidateRegistration(email) });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Preferred shift is required');
    expect(r.body.data?.fields).toEqual([{ field: 'values.preferredShift', message: 'Preferred shift is required' }]);
    expect(await accountsWith(email)).toEqual([]);
    const wrong = await api<Failure>('POST', 'candidate/register', {
      body: { ...candidateRegistration(email), values: { preferredShift: 'evening' } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data?.fields?.map((f) => f.field)).toEqual(['values.preferredShift']);
    const unknown = await api<Failure>('POST', 'candidate/register', {
      body: { ...candidateRegistration(email), values: { preferredShift: 'day', favouriteColour: 'blue' } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data?.fields).toEqual([
      { field: 'values.favouriteColour', message: 'favouriteColour is not a field of this form' },
    ]);
    expect(await accountsWith(email)).toEqual([]);
  });

  it('keeps the answer as the new candidate’s values, edited later without the product fields', async () => {
    const email = uniqueEmail('night-shift');
    const r = await api('POST', 'candidate/register', {
      body: { ...candidateRegistration(email), values: { preferredShift: 'night' } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const token = await verify('candidate', email);
    const got = await userForm(token, 'candidate_registration');
    expect(got.body.data.values).toEqual({ preferredShift: 'night' });
    expect(got.body.data.isSubmitted).toBe(true);
    expect(got.body.data.formerAnswers).toEqual([]);

    // The profile's card saves the board's questions only: no name, e-mail or password again.
    const saved = await api<S['UserForm']>('POST', 'form/save-form-data', {
      token,
      body: { code: 'candidate_registration', values: { preferredShift: 'day' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.values).toEqual({ preferredShift: 'day' });
    const emptied = await api<Failure>('POST', 'form/save-form-data', {
      token,
      body: { code: 'candidate_registration', values: {} },
    });
    expect(emptied.status).toBe(400);
    expect(emptied.body.data?.fields?.map((f) => f.field)).toEqual(['values.preferredShift']);
  });

  it('gives an answer to a field the admin removed back as a former answer, and keeps it on the next save', async () => {
    const email = uniqueEmail('removed');
    await api('POST', 'candidate/register', {
      body: { ...candidateRegistration(email), values: { preferredShift: 'night' } },
    });
    const token = await verify('candidate', email);
    const languages: FieldInput = { keyNm: 'languages', label: { en: 'Languages' }, fieldType: 'text', required: true };
    await editForm('candidate_registration', (fields) => [
      ...fields.filter((f) => f.keyNm !== 'preferredShift'),
      languages,
    ]);
    try {
      // A field made required since does not stop the old answers from being read.
      const got = await userForm(token, 'candidate_registration');
      expect(got.status).toBe(200);
      expect(got.body.data.values).toEqual({});
      expect(got.body.data.isSubmitted).toBe(false);
      expect(got.body.data.formerAnswers).toEqual([
        {
          field: expect.objectContaining({ keyNm: 'preferredShift', label: { en: 'Preferred shift' } }),
          value: 'night',
        },
      ]);
      expect(got.body.data.formerAnswers?.[0]?.field.options?.map((o) => o.label.en)).toEqual(['Day', 'Night']);

      const saved = await api<S['UserForm']>('POST', 'form/save-form-data', {
        token,
        body: { code: 'candidate_registration', values: { languages: 'Hindi, English' } },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data.values).toEqual({ languages: 'Hindi, English' });
      expect(saved.body.data.isSubmitted).toBe(true);
      expect(saved.body.data.formerAnswers?.map((a) => [a.field.keyNm, a.value])).toEqual([
        ['preferredShift', 'night'],
      ]);
    } finally {
      await editForm('candidate_registration', (fields) => [...fields.filter((f) => f.keyNm !== 'languages'), shift]);
    }
    // Asked again, the old answer is a current value again.
    expect((await userForm(token, 'candidate_registration')).body.data.values).toEqual({ preferredShift: 'night' });
  });
});

describe('employer_registration answered with the sign-up', () => {
  it('refuses a sign-up without the required number, naming the field, and creates neither account nor company', async () => {
    const email = uniqueEmail('no-team');
    const company = `Ferrous Logistics ${Date.now()}`;
    const r = await api<Failure>('POST', 'employer/register', { body: employerRegistration(email, company) });
    expect(r.status).toBe(400);
    expect(r.body.data?.fields).toEqual([{ field: 'values.teamSize', message: 'Hiring team size is required' }]);
    const big = await api<Failure>('POST', 'employer/register', {
      body: { ...employerRegistration(email, company), values: { teamSize: 501 } },
    });
    expect(big.status).toBe(400);
    expect(big.body.data?.fields).toEqual([
      { field: 'values.teamSize', message: 'Hiring team size must be at most 500' },
    ]);
    expect(await accountsWith(email)).toEqual([]);
    const companies = await server.database.db
      .selectFrom('companies')
      .select('id')
      .where('client_id', '=', server.tenantA)
      .where('name', '=', company)
      .execute();
    expect(companies).toEqual([]);
  });

  it('takes a guest upload, refuses a file the registrant did not upload as a guest, and keeps the answers', async () => {
    const email = uniqueEmail('team');
    const company = `Brightwater Freight ${Date.now()}`;
    const someone = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'candidate',
    });
    const body = multipart({ purpose: 'document' }, { name: 'theirs.pdf', type: 'application/pdf', bytes: pdf() });
    const theirs = await server.call<{ data: S['UploadedFile'] }>('POST', '/client/api/v1/files/upload', {
      host: HOST_A,
      token: someone.token,
      raw: body.raw,
      contentType: body.contentType,
    });
    const refused = await api<Failure>('POST', 'employer/register', {
      body: { ...employerRegistration(email, company), values: { teamSize: 12, companyDeck: theirs.body.data } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data?.fields?.map((f) => f.field)).toEqual(['values.companyDeck']);
    expect(await accountsWith(email)).toEqual([]);

    const deckFile = await guestUpload('brightwater-deck.pdf');
    const r = await api('POST', 'employer/register', {
      body: { ...employerRegistration(email, company), values: { teamSize: 12, companyDeck: deckFile } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [account] = await accountsWith(email);
    expect(account?.company_id).toEqual(expect.any(String));
    const token = await verify('employer', email);
    const got = await userForm(token, 'employer_registration');
    expect(got.body.data.values).toEqual({ teamSize: 12, companyDeck: deckFile });
    expect(got.body.data.isSubmitted).toBe(true);
  });

  it('replaces the answers of a registration that is re-sent before it is verified', async () => {
    const email = uniqueEmail('again');
    const company = `Second Thought Ltd ${Date.now()}`;
    await api('POST', 'employer/register', {
      body: { ...employerRegistration(email, company), values: { teamSize: 3 } },
    });
    const again = await api('POST', 'employer/register', {
      body: { ...employerRegistration(email, company), values: { teamSize: 4 } },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const token = await verify('employer', email);
    expect((await userForm(token, 'employer_registration')).body.data.values).toEqual({ teamSize: 4 });
  });
});

describe('without the custom_fields licence', () => {
  beforeAll(async () => {
    await server.database.db
      .updateTable('clients')
      .set({
        settings: sql`jsonb_set(coalesce(settings, '{}'::jsonb), '{features}', '{"custom_fields": false}'::jsonb)`,
      })
      .where('id', '=', server.tenantB)
      .execute();
  });

  it('asks nothing of its own and refuses a value as unknown', async () => {
    const email = uniqueEmail('lite');
    const plain = await api('POST', 'candidate/register', { body: candidateRegistration(email), host: HOST_B });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    const other = uniqueEmail('lite-values');
    const r = await api<Failure>('POST', 'candidate/register', {
      body: { ...candidateRegistration(other), values: { preferredShift: 'day' } },
      host: HOST_B,
    });
    expect(r.status).toBe(400);
    expect(r.body.data?.fields?.map((f) => f.field)).toEqual(['values.preferredShift']);
    // The admin of the unlicensed board may not add one either.
    const read = await api<S['AdminFormDefinition']>('GET', 'admin/forms/candidate_registration', {
      token: adminB.token,
      host: HOST_B,
    });
    expect(read.body.data.customFieldsLicensed).toBe(false);
  });
});
