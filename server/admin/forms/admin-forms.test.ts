// admin/forms over real HTTP: the board's forms, one form's definition, and saving it — a required
// dropdown added to the apply form is then asked of the next applicant (and refused unanswered),
// product fields stay, mistakes answer 400 naming the field, a stale version 409, every save is
// audited, and without the custom_fields licence only product fields can be edited.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { caller, liveJob, makeWorld, uploadPdf, type World } from '../../applications/test/support.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { makeUser, type TestUser } from '../../test/world.ts';

type S = components['schemas'];
type Input = S['AdminFormInput'];
type FieldInput = S['AdminFormFieldInput'];

let server: TestServer;
let world: World;
let admin: TestUser;
let adminB: TestUser;
let call: ReturnType<typeof caller>;

const CODE = 'job_application';
const DAY = { value: 'day', label: { en: 'Day' } };
const shift: FieldInput = {
  keyNm: 'preferredShift',
  label: { en: 'Preferred shift' },
  fieldType: 'dropdown',
  required: true,
  helpText: { en: 'We plan crews by shift.' },
  options: [DAY, { value: 'night', label: { en: 'Night' } }],
};
const resume = (over: Partial<FieldInput> = {}): FieldInput => ({
  keyNm: 'resume',
  label: { en: 'Your resume' },
  fieldType: 'file',
  required: true,
  ...over,
});

const read = async (user = admin) =>
  (await call<S['AdminFormDefinition']>('GET', `admin/forms/${CODE}`, user)).body.data;
const save = (body: Input, user = admin) => call<S['AdminFormDefinition']>('PUT', `admin/forms/${CODE}`, user, body);
const input = (version: string, fields: FieldInput[]): Input => ({
  updatedAt: version,
  sections: [{ code: 'documents', fields }],
});

beforeAll(async () => {
  server = await startTestServer();
  world = await makeWorld(server);
  call = caller(server);
  const { db } = server.database;
  admin = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
  adminB = await makeUser(db, server.deps.secret, { clientId: server.tenantB, role: 'admin' });
  // Tenant B's plan does not cover custom fields.
  await db
    .updateTable('clients')
    .set({ settings: sql`jsonb_set(coalesce(settings, '{}'::jsonb), '{features}', '{"custom_fields": false}'::jsonb)` })
    .where('id', '=', server.tenantB)
    .execute();
});

afterAll(async () => server?.close());

describe('admin/forms', () => {
  it('lists every product form with its field counts, for the admin only', async () => {
    const r = await call<S['AdminFormSummary'][]>('GET', 'admin/forms', admin);
    expect(r.status).toBe(200);
    expect(r.body.data.map((f) => f.code)).toEqual([
      'candidate_registration',
      'employer_registration',
      'job_post',
      'job_application',
      'candidate_additional_details',
    ]);
    expect(r.body.data.find((f) => f.code === CODE)).toMatchObject({ defaultFieldCount: 1, customFieldCount: 0 });
    expect((await call('GET', 'admin/forms', world.owner)).status).toBe(403);
    expect((await call('GET', 'admin/forms', world.candidate)).status).toBe(403);
    expect((await call('GET', 'admin/forms', null)).status).toBe(401);
  });

  it('adds a required dropdown the next application must answer, and keeps answers after it is deleted', async () => {
    const before = await read();
    expect(before.sections[0]?.fields[0]).toMatchObject({ keyNm: 'resume', productRequired: true });
    const saved = await save(input(before.updatedAt, [shift, resume()]));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.updatedAt).not.toBe(before.updatedAt);
    expect(saved.body.data.sections[0]?.fields.map((f) => [f.keyNm, f.required])).toEqual([
      ['preferredShift', true],
      ['resume', true],
    ]);
    // The public definition follows at once: the dropdown first, the resume relabelled.
    const pub = await call<S['CustomForm']>(
      'GET',
      `custom-form/get?code=${CODE}&populateDefaultFields=true&populateCustomFields=true`,
      null,
    );
    expect(pub.body.data.sections?.[0]?.customFields?.[0]).toMatchObject({ keyNm: 'preferredShift', sortOrder: 0 });
    expect(pub.body.data.sections?.[0]?.defaultFields?.[0]).toMatchObject({
      label: { en: 'Your resume' },
      sortOrder: 1,
    });
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'detail', 'actor_id'])
      .where('client_id', '=', server.tenantA)
      .where('action', '=', 'form.updated')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.id, detail: { code: CODE, added: ['preferredShift'] } });

    const job = await liveJob(server, world, 'Night Shift Supervisor', { questions: JSON.stringify([]) });
    const resumeUri = await uploadPdf(server, { token: world.candidate.token });
    const refused = await call<null>('POST', 'userjobs/create', world.candidate, { jobId: job.id, resumeUri });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('Preferred shift');
    expect(JSON.stringify(refused.body.data)).toContain('body.answers.preferredShift');
    const applied = await call<S['Application']>('POST', 'userjobs/create', world.candidate, {
      jobId: job.id,
      resumeUri,
      answers: { preferredShift: 'night' },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.answers).toEqual({ preferredShift: 'night' });

    // Deleting the field asks no more, and the answer already given stays on the application.
    const removed = await save(input(saved.body.data.updatedAt, [resume()]));
    expect(removed.status).toBe(200);
    const guest = await call('POST', 'userjobs/guestuser-applyJob', null, {
      jobId: job.id,
      name: 'Meera Iyer',
      email: 'meera.iyer@example.com',
      countryCode: '+91',
      mobNo: '9876543210',
      resumeUri: await uploadPdf(server, {}),
    });
    expect(guest.status, JSON.stringify(guest.body)).toBe(200);
    const row = await server.database.db
      .selectFrom('applications')
      .select('answers')
      .where('id', '=', applied.body.data._id)
      .executeTakeFirstOrThrow();
    expect(row.answers).toEqual({ preferredShift: 'night' });
  });

  it('refuses a stale version with 409 and a bad definition with 400 naming the field', async () => {
    const { updatedAt } = await read();
    expect((await save(input('2020-01-01T00:00:00.000Z', [resume()]))).status).toBe(409);
    const cases: [FieldInput[], string, RegExp][] = [
      [[resume(), { ...shift, options: [] }], 'sections.0.fields.1.options', /at least one option/],
      [
        [resume(), { ...shift, options: [DAY, { value: 'day', label: { en: 'Day shift' } }] }],
        'sections.0.fields.1.options.1',
        /unique/,
      ],
      [[resume(), shift, { ...shift, label: { en: 'Shift again' } }], 'sections.0.fields.2.keyNm', /used twice/],
      [
        [resume(), { ...shift, keyNm: 'age', fieldType: 'number', options: [], validation: { maxLength: 3 } }],
        'sections.0.fields.1.validation.maxLength',
        /no maxLength rule/,
      ],
      [
        [resume(), { ...shift, keyNm: 'code', fieldType: 'text', options: [], validation: { pattern: '(a+)+$' } }],
        'sections.0.fields.1.validation.pattern',
        /slow/,
      ],
      [
        [resume(), { ...shift, keyNm: 'code', fieldType: 'text', options: [], validation: { pattern: '[a-' } }],
        'sections.0.fields.1.validation.pattern',
        /not a valid/,
      ],
      [
        [resume(), { ...shift, keyNm: 'age', fieldType: 'number', options: [], validation: { min: 9, max: 1 } }],
        'sections.0.fields.1.validation.min',
        /above the largest/,
      ],
      [
        [resume(), { ...shift, keyNm: 'pin', fieldType: 'password', options: [] }],
        'sections.0.fields.1.fieldType',
        /password/,
      ],
      [[resume(), { ...shift, label: { en: '  ' } }], 'sections.0.fields.1.label', /needs a label/],
      [[resume({ required: false })], 'sections.0.fields.0.required', /stays required/],
      [[resume({ fieldType: 'text' })], 'sections.0.fields.0.fieldType', /type cannot change/],
      [[shift], 'sections', /resume.*cannot be removed/i],
    ];
    for (const [fields, field, message] of cases) {
      const r = await save(input(updatedAt, fields));
      expect(r.status, field).toBe(400);
      expect(r.body.message, field).toMatch(message);
      expect(JSON.stringify(r.body.data), field).toContain(`"body.${field}"`);
    }
    const unknown = await save({
      updatedAt,
      sections: [
        { code: 'documents', fields: [resume()] },
        { code: 'nope', fields: [] },
      ],
    });
    expect(unknown.status).toBe(400);
    expect((await read()).updatedAt, 'nothing refused was written').toBe(updatedAt);
  });

  it('keeps a saved custom field’s type', async () => {
    const { updatedAt } = await read();
    const added = await save(input(updatedAt, [resume(), shift]));
    expect(added.status).toBe(200);
    const changed = await save(
      input(added.body.data.updatedAt, [resume(), { ...shift, fieldType: 'text', options: [] }]),
    );
    expect(changed.status).toBe(400);
    expect(changed.body.message).toMatch(/keeps its type/);
  });

  it('edits only product fields without the custom_fields licence', async () => {
    const def = await read(adminB);
    expect(def.customFieldsLicensed).toBe(false);
    expect(def.sections[0]?.fields.map((f) => f.keyNm)).toEqual(['resume']);
    const refused = await save(input(def.updatedAt, [resume(), shift]), adminB);
    expect(refused.status).toBe(403);
    const relabelled = await save(input(def.updatedAt, [resume({ label: { en: 'CV' } })]), adminB);
    expect(relabelled.status, JSON.stringify(relabelled.body)).toBe(200);
    expect(relabelled.body.data.sections[0]?.fields[0]?.label).toEqual({ en: 'CV' });
  });
});
