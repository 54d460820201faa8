// A job's values of the board's job_post form over real HTTP (docs/custom-forms.md, "Where each
// form is used"): saved with form/save-form-data and the job's id, refused when they fail the
// board's definition (400 naming values.<keyNm>, nothing saved), a job not posted (or activated)
// while they fail; the public job page shows the public fields only, the employer every value and
// the answers to removed fields, the JSON-LD none; only the job's company may save them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { caller, makeWorld, type World } from '../applications/test/support.ts';
import { addJob } from '../jobs-discovery/test/support.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';

type S = components['schemas'];
type FieldInput = S['AdminFormFieldInput'];
type Failure = { data: { fields?: { field: string; message: string }[] } | null; message: string };

let server: TestServer;
let world: World;
let admin: TestUser;
let call: ReturnType<typeof caller>;

const SHIFT = 'Rotating nights, four on four off';
const INTERNAL = 'Cost centre NW-4471';
const travel: FieldInput = {
  keyNm: 'travelRequired',
  label: { en: 'Travel required' },
  fieldType: 'toggle',
  required: false,
  isPublic: true,
};
const shift: FieldInput = {
  keyNm: 'shiftPattern',
  label: { en: 'Shift pattern' },
  fieldType: 'text',
  required: true,
  validation: { maxLength: 60 },
  isPublic: true,
};
const internal: FieldInput = {
  keyNm: 'internalCode',
  label: { en: 'Internal code' },
  fieldType: 'text',
  required: false,
};

async function defineJobPost(fields: FieldInput[]): Promise<void> {
  const now = await call<S['AdminFormDefinition']>('GET', 'admin/forms/job_post', admin);
  const saved = await call('PUT', 'admin/forms/job_post', admin, {
    updatedAt: now.body.data.updatedAt,
    sections: [{ code: 'additional', fields }],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

async function draft(title: string): Promise<{ id: string; slug: string }> {
  return addJob(server.database.db, server.tenantA, world.companyId, {
    title,
    category: world.category,
    status: 'DRAFT',
    approval_status: 1,
    posting_step: 'additional-question',
    experience_min: 1,
    experience_max: 4,
    posted_at: null,
    company_info: JSON.stringify({ companyName: 'Northwind Analytics', logo: null, about: null, website: null }),
  });
}

const saveValues = (user: TestUser, jobId: string, values: Record<string, unknown>, host?: string) =>
  call<S['UserForm'] & Failure>(
    'POST',
    'form/save-form-data',
    user,
    { code: 'job_post', entityId: jobId, values },
    {
      ...(host ? { host } : {}),
    },
  );
const confirm = (jobId: string, user = world.owner) =>
  call<S['Job'] & Failure>('POST', 'jobs/confirm-post', user, { jobId });
const ownerView = async (jobId: string) => (await call<S['Job']>('GET', `jobs/get/${jobId}`, world.owner)).body.data;
/** The board's plan has job approval; an admin's approval is not what these tests are about. */
const approve = (jobId: string) =>
  server.database.db
    .updateTable('jobs')
    .set({ approval_status: 2 })
    .where('client_id', '=', server.tenantA)
    .where('id', '=', jobId)
    .execute();
const activate = (jobId: string, isActive: boolean) =>
  server.call<Failure>('PATCH', `/client/api/v1/jobs/activate/${jobId}`, {
    host: HOST_A,
    token: world.owner.token,
    body: { isActive },
  });
const fieldsOf = (r: { body: unknown }) => ((r.body as Failure).data?.fields ?? []).map((f) => f.field);

beforeAll(async () => {
  server = await startTestServer();
  world = await makeWorld(server);
  call = caller(server);
  admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
  await defineJobPost([travel, shift, internal]);
});

afterAll(async () => server?.close());

describe('a job’s job_post values', () => {
  it('refuses to post a job without the required field, naming it, and leaves the draft as it was', async () => {
    const job = await draft('Night Dispatch Lead');
    const r = await confirm(job.id);
    expect(r.status).toBe(400);
    expect(fieldsOf(r)).toEqual(['values.shiftPattern']);
    expect(r.body.message).toBe('Shift pattern is required');
    const after = await ownerView(job.id);
    expect(after.status).toBe('DRAFT');
    expect(after.postedAt).toBeNull();
  });

  it('refuses values that fail the definition, naming the field, and saves nothing', async () => {
    const job = await draft('Yard Planner');
    const long = await saveValues(world.owner, job.id, { shiftPattern: 'x'.repeat(61), travelRequired: true });
    expect(long.status).toBe(400);
    expect(fieldsOf(long)).toEqual(['values.shiftPattern']);
    const unknown = await saveValues(world.owner, job.id, { shiftPattern: SHIFT, salaryBand: 'B4' });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown)).toEqual(['values.salaryBand']);
    // A key the posting flow asks itself is not a field of the form either.
    const flow = await saveValues(world.owner, job.id, { shiftPattern: SHIFT, workplaceType: 'WFH' });
    expect(fieldsOf(flow)).toEqual(['values.workplaceType']);
    expect((await ownerView(job.id)).formValues).toBeUndefined();
  });

  it('posts with valid values; the job page shows the public ones, the employer all, the JSON-LD none', async () => {
    const job = await draft('Warehouse Shift Supervisor');
    const saved = await saveValues(world.owner, job.id, {
      shiftPattern: SHIFT,
      travelRequired: true,
      internalCode: INTERNAL,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const posted = await confirm(job.id);
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body.data.status).toBe('ACTIVE');
    await approve(job.id);
    expect(posted.body.data.formValues?.values).toEqual({
      shiftPattern: SHIFT,
      travelRequired: true,
      internalCode: INTERNAL,
    });

    const guest = await call<S['Job']>('GET', `jobs/get/guest/${job.slug}`, null);
    expect(guest.body.data.formValues?.fields.map((f) => f.keyNm)).toEqual(['travelRequired', 'shiftPattern']);
    expect(guest.body.data.formValues?.values).toEqual({ travelRequired: true, shiftPattern: SHIFT });
    expect(JSON.stringify(guest.body)).not.toContain(INTERNAL);
    const asCandidate = await call<S['Job']>('GET', `jobs/get/${job.id}`, world.candidate);
    expect(asCandidate.body.data.formValues?.values).toEqual({ travelRequired: true, shiftPattern: SHIFT });
    expect(JSON.stringify(asCandidate.body)).not.toContain(INTERNAL);
    // Another company of the board reads the job as the public does.
    const asRival = await call<S['Job']>('GET', `jobs/get/${job.id}`, world.rival);
    expect(JSON.stringify(asRival.body)).not.toContain(INTERNAL);

    const meta = await call<S['SeoMeta']>('GET', `seo/job/${job.slug}`, null);
    expect(meta.body.data.jsonLd?.['@type']).toBe('JobPosting');
    expect(JSON.stringify(meta.body.data.jsonLd)).not.toContain(SHIFT);
    expect(JSON.stringify(meta.body.data)).not.toContain(INTERNAL);
  });

  it('lets only the job’s company save them, and keeps one set per job whoever saves', async () => {
    const job = await draft('Fleet Coordinator');
    expect((await saveValues(world.owner, job.id, { shiftPattern: 'Days' })).status).toBe(200);
    const byMember = await saveValues(world.member, job.id, { shiftPattern: 'Evenings' });
    expect(byMember.status, JSON.stringify(byMember.body)).toBe(200);
    expect((await ownerView(job.id)).formValues?.values).toEqual({ shiftPattern: 'Evenings' });
    const rows = await server.database.db
      .selectFrom('form_data')
      .select('user_id')
      .where('client_id', '=', server.tenantA)
      .where('entity_key', '=', job.id)
      .execute();
    expect(rows.map((r) => r.user_id)).toEqual([world.member.id]);

    expect((await saveValues(world.rival, job.id, { shiftPattern: 'Mine' })).status).toBe(404);
    expect((await saveValues(world.candidate, job.id, { shiftPattern: 'Mine' })).status).toBe(403);
    expect((await saveValues(world.employerB, job.id, { shiftPattern: 'Mine' }, HOST_B)).status).toBe(404);
    const noJob = await call<Failure>('POST', 'form/save-form-data', world.owner, {
      code: 'job_post',
      values: { shiftPattern: 'Days' },
    });
    expect(noJob.status).toBe(400);
    expect(fieldsOf(noJob)).toEqual(['body.entityId']);
    expect((await ownerView(job.id)).formValues?.values).toEqual({ shiftPattern: 'Evenings' });
  });

  it('keeps answers to a removed field for the employer, refuses to activate a job a new required field fails', async () => {
    const job = await draft('Cold Store Manager');
    await saveValues(world.owner, job.id, { shiftPattern: SHIFT, internalCode: INTERNAL });
    expect((await confirm(job.id)).status).toBe(200);
    await approve(job.id);
    const copy = await call<S['Job']>('POST', 'jobs/clone-job', world.owner, { jobId: job.id });
    expect(copy.body.data.formValues?.values).toEqual({ shiftPattern: SHIFT, internalCode: INTERNAL });

    const badge: FieldInput = { keyNm: 'badgeLevel', label: { en: 'Badge level' }, fieldType: 'text', required: true };
    await defineJobPost([travel, shift, badge]);
    const mine = await ownerView(job.id);
    expect(mine.formValues?.values).toEqual({ shiftPattern: SHIFT });
    expect(mine.formValues?.formerAnswers).toEqual([
      { field: expect.objectContaining({ keyNm: 'internalCode', label: { en: 'Internal code' } }), value: INTERNAL },
    ]);
    const guest = await call<S['Job']>('GET', `jobs/get/guest/${job.slug}`, null);
    expect(guest.body.data.formValues?.formerAnswers).toEqual([]);
    expect(JSON.stringify(guest.body)).not.toContain(INTERNAL);

    expect((await activate(job.id, false)).status).toBe(200);
    const again = await activate(job.id, true);
    expect(again.status).toBe(400);
    expect(fieldsOf(again)).toEqual(['values.badgeLevel']);
    expect((await ownerView(job.id)).status).toBe('INACTIVE');
    await saveValues(world.owner, job.id, { shiftPattern: SHIFT, badgeLevel: 'Amber' });
    expect((await activate(job.id, true)).status).toBe(200);
    await defineJobPost([travel, shift, internal]);
  });
});
