// A candidate's values of the board's candidate_additional_details form over real HTTP (docs/
// custom-forms.md, "Where each form is used"): saved by the candidate (only), read by the employer
// with the candidate's application, on the candidate's page and on candidate search results, with
// contact-like answers held back until the contact is visible; never by another candidate, another
// company's applicant view or another tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { caller, makeWorld, uploadPdf, type World } from '../applications/test/support.ts';
import { addJob } from '../jobs-discovery/test/support.ts';
import { addCandidate } from '../search/test/support.ts';
import { HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';

type S = components['schemas'];
type FieldInput = S['AdminFormFieldInput'];
type Failure = { data: { fields?: { field: string; message: string }[] } | null; message: string };

let server: TestServer;
let world: World;
let call: ReturnType<typeof caller>;
let seeker: TestUser;
let applicationId: string;

const CODE = 'candidate_additional_details';
const PORTFOLIO = 'https://portfolio.example/zoya-qureshi';
const notice: FieldInput = {
  keyNm: 'noticePeriodDays',
  label: { en: 'Notice period (days)' },
  fieldType: 'number',
  required: true,
  validation: { min: 0, max: 180 },
};
const shifts: FieldInput = {
  keyNm: 'preferredShift',
  label: { en: 'Preferred shift' },
  fieldType: 'dropdown',
  required: false,
  options: [
    { value: 'day', label: { en: 'Day' } },
    { value: 'night', label: { en: 'Night' } },
  ],
};
const portfolio: FieldInput = { keyNm: 'portfolio', label: { en: 'Portfolio' }, fieldType: 'url', required: false };

const save = (user: TestUser, body: unknown, host?: string) =>
  call<S['UserForm']>('POST', 'form/save-form-data', user, body, host ? { host } : {});
const fieldsOf = (r: { body: unknown }) => ((r.body as Failure).data?.fields ?? []).map((f) => f.field);
const details = async (user: TestUser) =>
  (await call<S['ApplicationDetails']>('POST', 'userjobs/get/candidate/details', user, { userJobId: applicationId }))
    .body;
const search = (user: TestUser, host?: string) =>
  call<{ items: S['CandidateCard'][] }>('POST', 'search', user, { keyword: 'cryogenics' }, host ? { host } : {});

beforeAll(async () => {
  server = await startTestServer();
  world = await makeWorld(server);
  call = caller(server);
  const { db } = server.database;
  const admin = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
  const now = await call<S['AdminFormDefinition']>('GET', `admin/forms/${CODE}`, admin);
  const defined = await call('PUT', `admin/forms/${CODE}`, admin, {
    updatedAt: now.body.data.updatedAt,
    sections: [{ code: 'availability', fields: [notice, shifts, portfolio] }],
  });
  expect(defined.status, JSON.stringify(defined.body)).toBe(200);
  // A findable candidate of the board, who applies to the company's job.
  seeker = await addCandidate(db, server.deps.secret, server.tenantA, {
    firstName: 'Zoya',
    lastName: 'Qureshi',
    headline: 'Cryogenics technician',
    skills: ['Cryogenics'],
  });
  const job = await addJob(db, server.tenantA, world.companyId, {
    title: 'Cold Chain Technician',
    category: world.category,
  });
  const resumeUri = await uploadPdf(server, { token: seeker.token });
  const applied = await call<S['Application']>('POST', 'userjobs/create', seeker, { jobId: job.id, resumeUri });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  applicationId = applied.body.data._id;
});

afterAll(async () => server?.close());

describe('a candidate’s additional details', () => {
  it('are the candidate’s own: refused for an employer, refused with an entityId, checked by the definition', async () => {
    expect((await save(world.owner, { code: CODE, values: { noticePeriodDays: 30 } })).status).toBe(403);
    const entity = await save(seeker, { code: CODE, entityId: world.companyId, values: { noticePeriodDays: 30 } });
    expect(entity.status).toBe(400);
    expect(fieldsOf(entity)).toEqual(['body.entityId']);
    const wrong = await save(seeker, { code: CODE, values: { noticePeriodDays: 400, preferredShift: 'dusk' } });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['values.noticePeriodDays', 'values.preferredShift']);
    const ok = await save(seeker, {
      code: CODE,
      values: { noticePeriodDays: 45, preferredShift: 'night', portfolio: PORTFOLIO },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.isSubmitted).toBe(true);
  });

  it('show in the applicant’s detail for the company, whole, and to nobody else', async () => {
    const mine = await details(world.owner);
    expect(mine.data.additionalDetails?.values).toEqual({
      noticePeriodDays: 45,
      preferredShift: 'night',
      portfolio: PORTFOLIO,
    });
    expect(mine.data.additionalDetails?.fields.map((f) => f.label.en)).toEqual([
      'Notice period (days)',
      'Preferred shift',
      'Portfolio',
    ]);
    expect((await details(world.member)).data.additionalDetails?.values.noticePeriodDays).toBe(45);
    // Another company of the board, a candidate and another tenant read nothing of it.
    for (const [who, host] of [
      [world.rival, undefined],
      [world.other, undefined],
      [world.employerB, HOST_B],
    ] as const) {
      const r = await call(
        'POST',
        'userjobs/get/candidate/details',
        who,
        { userJobId: applicationId },
        host ? { host } : {},
      );
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(r.body)).not.toContain(PORTFOLIO);
    }
    // Another candidate's own form holds nothing of the first one's.
    const theirs = await call<S['UserForm']>('POST', 'user-form/get-form', world.other, { code: CODE });
    expect(theirs.body.data.values).toEqual({});
    expect(JSON.stringify(theirs.body)).not.toContain(PORTFOLIO);
  });

  it('show on candidate search and the candidate’s page, the link only with the contact', async () => {
    const rival = await search(world.rival);
    expect(rival.status, JSON.stringify(rival.body)).toBe(200);
    const card = rival.body.data.items.find((c) => c._id === seeker.id);
    expect(card?.contactVisible).toBe(false);
    expect(card?.additionalDetails?.values).toEqual({ noticePeriodDays: 45, preferredShift: 'night' });
    const page = await call<S['SearchedCandidateDetails']>(
      'POST',
      'candidate/searched-candidate/details',
      world.rival,
      {
        candidateId: seeker.id,
      },
    );
    expect(page.body.data.additionalDetails?.values).toEqual({ noticePeriodDays: 45, preferredShift: 'night' });
    expect(JSON.stringify(page.body)).not.toContain(PORTFOLIO);
    // The company the candidate applied to sees the contact, and so the link.
    const own = await search(world.owner);
    expect(own.body.data.items.find((c) => c._id === seeker.id)?.additionalDetails?.values.portfolio).toBe(PORTFOLIO);
    // Another tenant finds nothing of it.
    const other = await search(world.employerB, HOST_B);
    expect(JSON.stringify(other.body)).not.toContain(seeker.id);
  });

  it('keep an answer to a removed field, shown to the company as no longer asked', async () => {
    const admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
    const now = await call<S['AdminFormDefinition']>('GET', `admin/forms/${CODE}`, admin);
    await call('PUT', `admin/forms/${CODE}`, admin, {
      updatedAt: now.body.data.updatedAt,
      sections: [{ code: 'availability', fields: [notice, portfolio] }],
    });
    const mine = await details(world.owner);
    expect(mine.data.additionalDetails?.values).toEqual({ noticePeriodDays: 45, portfolio: PORTFOLIO });
    expect(mine.data.additionalDetails?.formerAnswers).toEqual([
      { field: expect.objectContaining({ keyNm: 'preferredShift', label: { en: 'Preferred shift' } }), value: 'night' },
    ]);
    // Search cards show today's fields only.
    const card = (await search(world.rival)).body.data.items.find((c) => c._id === seeker.id);
    expect(card?.additionalDetails?.values).toEqual({ noticePeriodDays: 45 });
    expect(card?.additionalDetails?.formerAnswers).toEqual([]);
  });
});
