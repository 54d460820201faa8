// custom-form/get, user-form/get-form and form/save-form-data over real HTTP: populate flags, the
// licence gate of custom fields, a form of all 18 field types saved with the values the web form
// test submits, refusals naming the field, and isolation between users and tenants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_FIELDS, ALL_FIELDS_FORM_CODE, allFieldsValues } from '../../shared/custom-form/all-fields.fixture.ts';
import { addCategory, PLACES } from '../jobs-discovery/test/support.ts';
import { multipart, pdf, png } from '../files/test/support.ts';
import { placeUuid } from '../master/geo.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import { createForm } from './forms-repo.ts';

type Uploaded = { uri: string; name: string; mimeType: string; size: number };
type Field = { keyNm: string; isDefault: boolean; validation?: { mimeTypes?: string[] } | null };
type Form = {
  _id: string;
  code: string;
  sections?: { code: string; defaultFields?: Field[]; customFields?: Field[] }[];
};
type UserForm = { form: Form; values: Record<string, unknown>; isSubmitted: boolean; submittedAt: string | null };
type Failure = { code: string; message: string; data: { fields?: { field: string; message: string }[] } | null };

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser; // tenant B
let refs: Parameters<typeof allFieldsValues>[0];

const api = (p: string) => `/client/api/v1/${p}`;
const getForm = (query: string, host = HOST_A) =>
  server.call<{ data: Form } & Failure>('GET', api(`custom-form/get?${query}`), { host });
const userForm = (user: TestUser, code: string, host = HOST_A) =>
  server.call<{ data: UserForm } & Failure>('POST', api('user-form/get-form'), {
    host,
    token: user.token,
    body: { code },
  });
const save = (user: TestUser, body: unknown, host = HOST_A) =>
  server.call<{ data: UserForm } & Failure>('POST', api('form/save-form-data'), { host, token: user.token, body });

async function upload(user: TestUser, name: string, type: string, bytes: Buffer, purpose: string): Promise<Uploaded> {
  const body = multipart({ purpose }, { name, type, bytes });
  const r = await server.call<{ data: Uploaded }>('POST', api('files/upload'), {
    host: HOST_A,
    token: user.token,
    raw: body.raw,
    contentType: body.contentType,
  });
  expect(r.status).toBe(200);
  return r.body.data;
}

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const { secret } = server.deps;
  alice = await makeUser(db, secret, { clientId: server.tenantA, role: 'candidate' });
  bob = await makeUser(db, secret, { clientId: server.tenantA, role: 'candidate' });
  carol = await makeUser(db, secret, { clientId: server.tenantB, role: 'candidate' });
  await createForm(db, server.tenantA, {
    code: ALL_FIELDS_FORM_CODE,
    name: { en: 'Every field type' },
    sections: [
      { code: 'all', label: { en: 'All' }, fields: ALL_FIELDS.map(({ _id: _unused, sortOrder: _order, ...f }) => f) },
    ],
  });
  const category = await addCategory(db, server.tenantA, 'Engineering');
  refs = {
    pdf: await upload(alice, 'portfolio.pdf', 'application/pdf', pdf(), 'document'),
    resume: await upload(alice, 'cv.pdf', 'application/pdf', pdf(), 'resume'),
    country: PLACES.india,
    state: PLACES.maharashtra,
    city: PLACES.pune,
    category: { id: category.id, nm: category.name },
  };
});

afterAll(async () => server?.close());

describe('custom-form/get', () => {
  it('gives the sections only unless fields are asked for', async () => {
    const r = await getForm('code=job_application');
    expect(r.status).toBe(200);
    expect(r.body.data.code).toBe('job_application');
    expect(r.body.data.sections?.[0]).toEqual({ code: 'documents', label: { en: 'Documents' }, sortOrder: 0 });
  });

  it('populates default and custom fields, and mime types only when asked', async () => {
    const r = await getForm('code=job_application&populateDefaultFields=true&populateCustomFields=true');
    const section = r.body.data.sections?.[0];
    expect(section?.defaultFields?.map((f) => f.keyNm)).toEqual(['resume']);
    expect(section?.customFields?.map((f) => f.keyNm)).toEqual([]);
    expect(section?.defaultFields?.[0]?.validation?.mimeTypes).toBeUndefined();
    const withTypes = await getForm('code=job_application&populateDefaultFields=true&populateMimeTypeValidation=true');
    expect(withTypes.body.data.sections?.[0]?.defaultFields?.[0]?.validation?.mimeTypes).toContain('application/pdf');
    expect(withTypes.body.data.sections?.[0]?.customFields).toBeUndefined();
  });

  it('answers 404 for an unknown code, and gives each tenant its own copy of a default form', async () => {
    expect((await getForm('code=no_such_form')).status).toBe(404);
    const a = await getForm('code=candidate_registration');
    const b = await getForm('code=candidate_registration', HOST_B);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data._id).not.toBe(b.body.data._id);
    // The 18-field form exists on tenant A only.
    expect((await getForm(`code=${ALL_FIELDS_FORM_CODE}`, HOST_B)).status).toBe(404);
  });
});

describe('form/save-form-data with all 18 field types', () => {
  it('accepts the values the web form submits and keeps them per user', async () => {
    const values = allFieldsValues(refs);
    const r = await save(alice, { code: ALL_FIELDS_FORM_CODE, values });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('Details saved');
    const { portalPassword: _secret, ...kept } = values;
    expect(r.body.data.values).toEqual(kept);
    expect(r.body.data.isSubmitted).toBe(true);

    const back = await userForm(alice, ALL_FIELDS_FORM_CODE);
    expect(back.body.data.values).toEqual(kept);
    expect(back.body.data.values).not.toHaveProperty('portalPassword');
    expect(back.body.data.submittedAt).toEqual(expect.any(String));
    // Another user of the same tenant sees only their own (empty) values.
    const other = await userForm(bob, ALL_FIELDS_FORM_CODE);
    expect(other.body.data.values).toEqual({});
    expect(other.body.data.isSubmitted).toBe(false);
  });

  it('takes names, types and sizes from the records, not from the client', async () => {
    const values = {
      ...allFieldsValues(refs),
      homeCity: { id: PLACES.pune.id, nm: 'Not Pune' },
      portfolioFile: { ...refs.pdf, name: 'renamed.pdf', size: 1 },
    };
    const r = await save(alice, { code: ALL_FIELDS_FORM_CODE, values });
    expect(r.status).toBe(200);
    expect(r.body.data.values.homeCity).toEqual(PLACES.pune);
    expect(r.body.data.values.portfolioFile).toEqual(refs.pdf);
  });

  const refused = async (change: Record<string, unknown>, key: string, message: RegExp, user = alice) => {
    const r = await save(user, { code: ALL_FIELDS_FORM_CODE, values: { ...allFieldsValues(refs), ...change } });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.data?.fields).toEqual([{ field: `values.${key}`, message: expect.stringMatching(message) }]);
    expect(r.body.message).toMatch(message);
  };

  it('refuses a number above its maximum, naming the field', () =>
    refused({ noticePeriodDays: 181 }, 'noticePeriodDays', /^Notice period \(days\) must be at most 180$/));
  it('refuses a bad e-mail', () => refused({ workEmail: 'priya@' }, 'workEmail', /Work e-mail must be a valid e-mail/));
  it('refuses a choice that is not offered', () =>
    refused({ shift: 'evening' }, 'shift', /Preferred shift must be one of/));
  it('refuses a missing required value', () => refused({ fullName: '   ' }, 'fullName', /^Full name is required$/));
  it('refuses an unticked required box', () => refused({ acceptTerms: false }, 'acceptTerms', /must be ticked/));
  it('refuses a file of the wrong type even when the client says it is a PDF', async () => {
    const image = await upload(alice, 'photo.png', 'image/png', png(), 'image');
    await refused(
      { portfolioFile: { ...image, mimeType: 'application/pdf' } },
      'portfolioFile',
      /Portfolio must be a file of type PDF/,
    );
  });
  it('refuses a file that was never uploaded, or that another user uploaded', async () => {
    await refused(
      { portfolioFile: { ...refs.pdf, uri: '/files/0123456789abcdef.pdf' } },
      'portfolioFile',
      /upload the file first/,
    );
    const r = await save(bob, { code: ALL_FIELDS_FORM_CODE, values: allFieldsValues(refs) });
    expect(r.status).toBe(400);
    expect(r.body.data?.fields?.map((f) => f.field)).toEqual(['values.portfolioFile', 'values.resume']);
  });
  it('refuses places that do not exist or do not fit together', async () => {
    const california = { id: placeUuid('US-CA'), nm: 'California' };
    await refused({ homeState: california }, 'homeState', /^State must be a state of the chosen country$/);
    await refused({ homeState: PLACES.karnataka }, 'homeCity', /^City must be a city of the chosen state$/);
    await refused(
      { homeCity: { id: '11111111-1111-4111-8111-111111111111', nm: 'Atlantis' } },
      'homeCity',
      /chosen from the list/,
    );
  });
  it("refuses another tenant's category", async () => {
    const theirs = await addCategory(server.database.db, server.tenantB, 'Their Engineering');
    await refused(
      { interests: [{ id: theirs.id, nm: theirs.name }] },
      'interests',
      /Job categories must be chosen from the list/,
    );
  });
  it('refuses keys that are not fields of the form', async () => {
    const r = await save(alice, { code: ALL_FIELDS_FORM_CODE, values: { ...allFieldsValues(refs), extra: 'x' } });
    expect(r.status).toBe(400);
    expect(r.body.data?.fields).toEqual([{ field: 'values.extra', message: 'extra is not a field of this form' }]);
  });
});

describe('default forms, licence and isolation', () => {
  it('saves and reads back a default form, replacing earlier values', async () => {
    const code = 'candidate_additional_details';
    const first = await save(alice, {
      code,
      values: { noticePeriodDays: 30, willingToRelocate: true, preferredCity: PLACES.bengaluru },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await save(alice, { code, values: { noticePeriodDays: 60 } });
    expect(second.body.data.values).toEqual({ noticePeriodDays: 60 });
    const got = await userForm(alice, code);
    expect(got.body.data.values).toEqual({ noticePeriodDays: 60 });
    expect(got.body.data.isSubmitted).toBe(true);
    expect(got.body.data.form.sections?.[0]?.customFields?.map((f) => f.keyNm)).toEqual([
      'noticePeriodDays',
      'willingToRelocate',
      'preferredCity',
    ]);
  });

  it("never shows one tenant's or user's values to another", async () => {
    const code = 'candidate_additional_details';
    await save(carol, { code, values: { noticePeriodDays: 7 } }, HOST_B);
    expect((await userForm(carol, code, HOST_B)).body.data.values).toEqual({ noticePeriodDays: 7 });
    expect((await userForm(bob, code)).body.data.values).toEqual({});
    // A token of tenant A is not accepted on tenant B's host.
    expect((await userForm(alice, code, HOST_B)).status).toBe(401);
    expect((await save(alice, { code, values: { noticePeriodDays: 1 } }, HOST_B)).status).toBe(401);
  });

  it('needs a signed-in user to read or save values', async () => {
    const r = await server.call('POST', api('user-form/get-form'), { host: HOST_A, body: { code: 'job_application' } });
    expect(r.status).toBe(401);
  });

  it('keeps entity values apart from the user’s own', async () => {
    const code = 'job_application';
    const entityId = '22222222-2222-4222-8222-222222222222';
    const resume = await upload(bob, 'bob.pdf', 'application/pdf', pdf(), 'resume');
    const r = await save(bob, { code, entityId, values: { resume } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await userForm(bob, code)).body.data.values).toEqual({});
  });
});

describe('custom fields without the licence', () => {
  let lite: TestServer;
  let dave: TestUser;
  beforeAll(async () => {
    lite = await startTestServer({ subscription: 'LITE_YEARLY' });
    dave = await makeUser(lite.database.db, lite.deps.secret, { clientId: lite.tenantA, role: 'candidate' });
  });
  afterAll(async () => lite?.close());

  it('leaves custom fields out of the form and refuses their values', async () => {
    const r = await lite.call<{ data: Form }>(
      'GET',
      api('custom-form/get?code=job_application&populateDefaultFields=true&populateCustomFields=true'),
      {
        host: HOST_A,
      },
    );
    expect(r.body.data.sections?.[0]?.customFields).toEqual([]);
    expect(r.body.data.sections?.[0]?.defaultFields?.map((f) => f.keyNm)).toEqual(['resume']);
    const saved = await lite.call<Failure>('POST', api('form/save-form-data'), {
      host: HOST_A,
      token: dave.token,
      body: { code: 'candidate_additional_details', values: { noticePeriodDays: 30 } },
    });
    expect(saved.status).toBe(400);
    expect(saved.body.data?.fields?.[0]?.field).toBe('values.noticePeriodDays');
  });
});
