// The employer's write side over real HTTP: the steps of the posting flow up to a live job found by
// jobs/get-job-list, team members, the lifecycle's state machine, approval, clone, soft-delete,
// slugs, and another company's employer finding none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { sql } from 'kysely';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { addCategory, PLACES } from '../jobs-discovery/test/support.ts';

type S = components['schemas'];
type Answer<T> = { code: string; message: string; data: T };

let server: TestServer;
let employer: TestUser;
let teamMember: TestUser;
let rival: TestUser;
let employerB: TestUser;
let category: { id: string; name: string };
let categoryB: { id: string; name: string };

const api = (path: string) => `/client/api/v1/${path}`;

async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  user: TestUser,
  body?: unknown,
  host = HOST_A,
) {
  return server.call<Answer<T>>(method, api(path), {
    host,
    token: user.token,
    ...(body === undefined ? {} : { body }),
  });
}

async function expectOk<T>(r: { status: number; body: Answer<T> }): Promise<T> {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

/** Every step of the flow up to the verification screen; returns the draft. */
async function draftJob(user: TestUser, title: string, opts: { host?: string; categoryId?: string } = {}) {
  const host = opts.host ?? HOST_A;
  const job = await expectOk(
    await call<S['Job']>(
      'POST',
      'jobs/create-job-type',
      user,
      { employmentType: 'FULL_TIME', workplaceType: 'HYBRID', categoryId: opts.categoryId ?? category.id },
      host,
    ),
  );
  const id = job._id;
  await expectOk(
    await call(
      'PUT',
      `jobs/create-job-highlights/${id}`,
      user,
      {
        step: 'job-description',
        description: '<p>Own the monthly close, reconciliations and the general ledger for our Pune office.</p>',
        highlights: ['Monthly close in five days'],
      },
      host,
    ),
  );
  await expectOk(
    await call(
      'PUT',
      `jobs/create-job-highlights/${id}`,
      user,
      {
        step: 'job-post',
        title,
        vacancies: 2,
        experience: { min: 3, max: 6 },
        salary: { min: 900000, max: 1400000, currencyCode: 'INR', period: 'YEARLY' },
      },
      host,
    ),
  );
  await expectOk(
    await call(
      'PUT',
      `jobs/create-job-location/${id}`,
      user,
      {
        locationType: 'CITY',
        cityId: PLACES.pune.id,
        stateId: PLACES.maharashtra.id,
        countryId: PLACES.india.id,
      },
      host,
    ),
  );
  await expectOk(
    await call(
      'PUT',
      `jobs/create-job-benefits/${id}`,
      user,
      { step: 'benefits', benefits: ['Health insurance'] },
      host,
    ),
  );
  await expectOk(
    await call(
      'PUT',
      `jobs/create-job-benefits/${id}`,
      user,
      {
        step: 'company-info',
        companyInfo: { companyName: 'Northwind Logistics', about: 'Freight across India.' },
      },
      host,
    ),
  );
  const last = await expectOk(
    await call<S['Job']>(
      'PUT',
      `jobs/create-job-additional-question/${id}`,
      user,
      {
        questions: [
          {
            keyNm: 'noticePeriodDays',
            label: { en: 'Notice period in days?' },
            fieldType: 'number',
            required: true,
            validation: { min: 0, max: 180 },
          },
        ],
      },
      host,
    ),
  );
  return last;
}

async function listed(keyword: string, host = HOST_A): Promise<string[]> {
  const r = await server.call<Answer<{ items: S['JobSummary'][] }>>('POST', api('jobs/get-job-list'), {
    host,
    body: { keyword, limit: 50 },
    token: null,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.items.map((j) => j._id);
}

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const a = server.tenantA;
  // Tenant A posts without approval; tenant B (premium, which includes it) keeps approval on.
  await db
    .updateTable('clients')
    .set({ settings: sql`jsonb_set(settings, '{features}', '{"job_posting_approval": false}'::jsonb)` })
    .where('id', '=', a)
    .execute();
  const northwind = await makeCompany(db, a, 'Northwind Logistics');
  const lumen = await makeCompany(db, a, 'Lumen Fintech');
  employer = await makeUser(db, server.deps.secret, { clientId: a, role: 'employer', companyId: northwind });
  teamMember = await makeUser(db, server.deps.secret, {
    clientId: a,
    role: 'employer',
    employerKind: 2,
    companyId: northwind,
  });
  rival = await makeUser(db, server.deps.secret, { clientId: a, role: 'employer', companyId: lumen });
  const globex = await makeCompany(db, server.tenantB, 'Globex Freight');
  employerB = await makeUser(db, server.deps.secret, { clientId: server.tenantB, role: 'employer', companyId: globex });
  category = await addCategory(db, a, 'Finance');
  categoryB = await addCategory(db, server.tenantB, 'Finance');
});

afterAll(async () => {
  await server.close();
});

describe('posting a job', () => {
  let jobId: string;

  it('saves every step, confirms, and the job is listed', async () => {
    const draft = await draftJob(employer, 'Senior Accountant Ledger');
    jobId = draft._id;
    expect(draft).toMatchObject({
      status: 'DRAFT',
      postingStep: 'additional-question',
      slug: 'senior-accountant-ledger',
      experience: { min: 3, max: 6 },
      location: { locationType: 'CITY', city: PLACES.pune, country: PLACES.india },
      benefits: ['Health insurance'],
      companyInfo: { companyName: 'Northwind Logistics' },
    });
    expect(draft.questions[0]).toMatchObject({ keyNm: 'noticePeriodDays', isDefault: false, sortOrder: 0 });
    expect(await listed('Ledger')).not.toContain(jobId);

    const posted = await expectOk(await call<S['Job']>('POST', 'jobs/confirm-post', employer, { jobId }));
    expect(posted).toMatchObject({ status: 'ACTIVE', approvalStatus: 2, postingStep: 'job-posted-successfull' });
    expect(posted.postedAt).not.toBeNull();
    expect(await listed('Ledger')).toContain(jobId);
    // The search column follows the title: the trigger kept it current.
    expect(await listed('Accountant')).toContain(jobId);
  });

  it('refuses to confirm a job twice, and a draft with steps missing names them', async () => {
    const again = await call('POST', 'jobs/confirm-post', employer, { jobId });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/active job cannot be posted/i);
    const bare = await expectOk(
      await call<S['Job']>('POST', 'jobs/create-job-type', employer, {
        employmentType: 'PART_TIME',
        categoryId: category.id,
      }),
    );
    const r = await call('POST', 'jobs/confirm-post', employer, { jobId: bare._id });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/missing: title, description, vacancies, experience, location/);
  });

  it('gives the next free slug to a second job of the same title and answers 409 on verify-slug', async () => {
    const second = await draftJob(employer, 'Senior Accountant Ledger');
    expect(second.slug).toBe('senior-accountant-ledger-2');
    const taken = await call('POST', 'jobs/verify-slug', employer, { slug: 'senior-accountant-ledger' });
    expect(taken.status).toBe(409);
    const own = await call('POST', 'jobs/verify-slug', employer, { slug: 'senior-accountant-ledger', jobId });
    expect(own.status).toBe(200);
    const free = await expectOk(
      await call<S['JobSlugAvailability']>('POST', 'jobs/verify-slug', employer, { slug: 'payroll-lead-pune' }),
    );
    expect(free).toEqual({ slug: 'payroll-lead-pune', available: true });
    // The same slug on another tenant is free there.
    expect(
      (await call('POST', 'jobs/verify-slug', employerB, { slug: 'senior-accountant-ledger' }, HOST_B)).status,
    ).toBe(200);
  });

  it('refuses the cross-field rules with clear messages', async () => {
    const salary = await call('PUT', `jobs/create-job-highlights/${jobId}`, employer, {
      step: 'job-post',
      title: 'Senior Accountant Ledger',
      vacancies: 1,
      experience: { min: 2, max: 4 },
      salary: { min: 5, max: 1, currencyCode: 'INR', period: 'YEARLY' },
    });
    expect(salary.status).toBe(400);
    expect(salary.body.message).toMatch(/minimum salary/);
    const exp = await call('PUT', `jobs/create-job-highlights/${jobId}`, employer, {
      step: 'job-post',
      title: 'Senior Accountant Ledger',
      vacancies: 1,
      experience: { min: 8, max: 4 },
    });
    expect(exp.status).toBe(400);
    expect(exp.body.message).toMatch(/minimum experience/);
    const wfh = await call('PUT', `jobs/create-job-location/${jobId}`, employer, {
      locationType: 'WFH',
      cityId: PLACES.pune.id,
    });
    expect(wfh.status).toBe(400);
    const wrongCountry = await call('PUT', `jobs/create-job-location/${jobId}`, employer, {
      locationType: 'CITY',
      cityId: PLACES.pune.id,
      countryId: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrongCountry.status).toBe(400);
    const both = await call('PUT', `jobs/create-job-additional-question/${jobId}`, employer, {
      questions: [{ keyNm: 'a', label: { en: 'A?' }, fieldType: 'text', required: false }],
      redirectUrl: 'https://careers.example.com/apply',
    });
    expect(both.status).toBe(400);
    const dup = await call('PUT', `jobs/create-job-additional-question/${jobId}`, employer, {
      questions: [
        { keyNm: 'notice', label: { en: 'A?' }, fieldType: 'text', required: false },
        { keyNm: 'notice', label: { en: 'B?' }, fieldType: 'text', required: false },
      ],
    });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toMatch(/key notice/);
    const badRule = await call('PUT', `jobs/create-job-additional-question/${jobId}`, employer, {
      questions: [
        { keyNm: 'years', label: { en: 'Years?' }, fieldType: 'text', required: true, validation: { min: 1 } },
      ],
    });
    expect(badRule.status).toBe(400);
    expect(badRule.body.message).toMatch(/only number questions/);
  });

  it('strips scripts from the description', async () => {
    const job = await expectOk(
      await call<S['Job']>('PUT', `jobs/create-job-highlights/${jobId}`, employer, {
        step: 'job-description',
        description: '<p onclick="steal()">Own the monthly close and the ledger.</p><script>alert(1)</script>',
      }),
    );
    expect(job.description).not.toMatch(/script|onclick/);
    expect(job.description).toContain('Own the monthly close');
  });
});

describe('the lifecycle', () => {
  it('lets a team member post, pause and resume; paused jobs leave the list', async () => {
    const draft = await draftJob(teamMember, 'Freight Auditor Nagpur');
    await expectOk(await call('POST', 'jobs/confirm-post', teamMember, { jobId: draft._id }));
    expect(await listed('Auditor')).toContain(draft._id);
    const paused = await expectOk(await call<S['JobStatusChange']>('PUT', `jobs/pause-job/${draft._id}`, teamMember));
    expect(paused.status).toBe('PAUSED');
    expect(await listed('Auditor')).not.toContain(draft._id);
    // The company's employer manages the team member's job too.
    const resumed = await expectOk(await call<S['JobStatusChange']>('PUT', `jobs/resume-job/${draft._id}`, employer));
    expect(resumed.status).toBe('ACTIVE');
    expect(await listed('Auditor')).toContain(draft._id);
  });

  it('refuses forbidden moves with 400', async () => {
    const draft = await draftJob(employer, 'Tax Analyst Draft');
    const r = await call('PUT', `jobs/resume-job/${draft._id}`, employer);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/draft job cannot be resumed; only paused jobs can/);
    expect((await call('PUT', `jobs/pause-job/${draft._id}`, employer)).status).toBe(400);
    expect((await call('POST', `jobs/postion-closed/${draft._id}`, employer, {})).status).toBe(400);
  });

  it('deactivates, activates and closes for good', async () => {
    const draft = await draftJob(employer, 'Cost Controller Pune');
    await expectOk(await call('POST', 'jobs/confirm-post', employer, { jobId: draft._id }));
    const off = await expectOk(
      await call<S['JobStatusChange']>('PATCH', `jobs/activate/${draft._id}`, employer, { isActive: false }),
    );
    expect(off.status).toBe('INACTIVE');
    expect(await listed('Controller')).not.toContain(draft._id);
    const on = await expectOk(
      await call<S['JobStatusChange']>('PATCH', `jobs/activate/${draft._id}`, employer, { isActive: true }),
    );
    expect(on.status).toBe('ACTIVE');
    const closed = await expectOk(
      await call<S['JobStatusChange']>('POST', `jobs/postion-closed/${draft._id}`, employer, { reason: 'FILLED_HERE' }),
    );
    expect(closed.status).toBe('CLOSED');
    expect((await call('PATCH', `jobs/activate/${draft._id}`, employer, { isActive: true })).status).toBe(400);
    expect((await call('PUT', `jobs/update-vacancy-count/${draft._id}`, employer, { vacancies: 3 })).status).toBe(400);
  });

  it('clones into a new draft at verification, and soft-delete hides jobs', async () => {
    const draft = await draftJob(employer, 'Treasury Analyst Mumbai');
    await expectOk(await call('POST', 'jobs/confirm-post', employer, { jobId: draft._id }));
    const copy = await expectOk(await call<S['Job']>('POST', 'jobs/clone-job', employer, { jobId: draft._id }));
    expect(copy._id).not.toBe(draft._id);
    expect(copy).toMatchObject({
      status: 'DRAFT',
      postingStep: 'job-post-verification',
      title: 'Treasury Analyst Mumbai',
      slug: 'treasury-analyst-mumbai-2',
      expiresAt: null,
      counts: { applicants: 0, newApplicants: 0, views: 0 },
      benefits: ['Health insurance'],
    });
    const vac = await expectOk(
      await call<S['JobVacancyCount']>('PUT', `jobs/update-vacancy-count/${copy._id}`, employer, { vacancies: 5 }),
    );
    expect(vac.vacancies).toBe(5);
    await expectOk(await call('POST', 'jobs/confirm-post', employer, { jobId: copy._id }));
    expect(await listed('Treasury')).toEqual(expect.arrayContaining([draft._id, copy._id]));

    const done = await expectOk(
      await call<S['Done']>('PUT', 'jobs/soft-delete', employer, { ids: [draft._id, copy._id, draft._id] }),
    );
    expect(done.affected).toBe(2);
    expect(await listed('Treasury')).toEqual([]);
    expect((await call('GET', `jobs/get/${draft._id}`, employer)).status).toBe(404);
    expect((await call('PUT', `jobs/pause-job/${draft._id}`, employer)).status).toBe(404);
  });

  it('deletes a single job', async () => {
    const draft = await draftJob(employer, 'Audit Associate Pune');
    const gone = await expectOk(await call<S['JobStatusChange']>('PUT', `jobs/delete-job/${draft._id}`, employer));
    expect(gone.status).toBe('DELETED');
    expect((await call('PUT', `jobs/delete-job/${draft._id}`, employer)).status).toBe(404);
  });
});

describe('approval', () => {
  it('leaves a confirmed job PENDING and off the board when the plan has job_posting_approval', async () => {
    const draft = await draftJob(employerB, 'Credit Analyst Globex', { host: HOST_B, categoryId: categoryB.id });
    const posted = await expectOk(
      await call<S['Job']>('POST', 'jobs/confirm-post', employerB, { jobId: draft._id }, HOST_B),
    );
    expect(posted).toMatchObject({ status: 'ACTIVE', approvalStatus: 1 });
    expect(await listed('Credit', HOST_B)).not.toContain(draft._id);
  });
});

describe('another company', () => {
  it('gets 404 on every call against the job, on the same tenant and across tenants', async () => {
    const draft = await draftJob(employer, 'Payroll Specialist Pune');
    const id = draft._id;
    const calls: Array<[string, 'POST' | 'PUT' | 'PATCH', string, unknown]> = [
      ['updateJobType', 'PUT', `jobs/update-job-type/${id}`, { employmentType: 'CONTRACT', categoryId: category.id }],
      [
        'createJobHighlights',
        'PUT',
        `jobs/create-job-highlights/${id}`,
        { step: 'job-post', title: 'Hijacked', vacancies: 1, experience: { min: 0, max: 1 } },
      ],
      ['createJobLocation', 'PUT', `jobs/create-job-location/${id}`, { locationType: 'WFH' }],
      ['createJobBenefits', 'PUT', `jobs/create-job-benefits/${id}`, { step: 'benefits', benefits: [] }],
      ['createJobAdditionalQuestions', 'PUT', `jobs/create-job-additional-question/${id}`, { questions: [] }],
      ['confirmJobPost', 'POST', 'jobs/confirm-post', { jobId: id }],
      ['activateJob', 'PATCH', `jobs/activate/${id}`, { isActive: false }],
      ['pauseJob', 'PUT', `jobs/pause-job/${id}`, undefined],
      ['resumeJob', 'PUT', `jobs/resume-job/${id}`, undefined],
      ['closeJobPosition', 'POST', `jobs/postion-closed/${id}`, {}],
      ['deleteJob', 'PUT', `jobs/delete-job/${id}`, undefined],
      ['cloneJob', 'POST', 'jobs/clone-job', { jobId: id }],
      ['updateJobVacancyCount', 'PUT', `jobs/update-vacancy-count/${id}`, { vacancies: 9 }],
    ];
    for (const [name, method, path, body] of calls) {
      const same = await call(method, path, rival, body);
      expect(same.status, `${name} by another company`).toBe(404);
      const other = await call(method, path, employerB, body, HOST_B);
      expect(other.status, `${name} from another tenant`).toBe(404);
    }
    const none = await expectOk(await call<S['Done']>('PUT', 'jobs/soft-delete', rival, { ids: [id] }));
    expect(none.affected).toBe(0);
    const still = await expectOk(await call<S['Job']>('GET', `jobs/get/${id}`, employer));
    expect(still).toMatchObject({
      status: 'DRAFT',
      employmentType: 'FULL_TIME',
      title: 'Payroll Specialist Pune',
      vacancies: 2,
    });
  });
});
