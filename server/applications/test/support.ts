// The world of the applications tests: a company with its owner and a team member, a rival company
// on the same tenant, a candidate, and tenant B's employer and candidate; live jobs with
// additional questions; resume uploads over HTTP.
import { randomUUID } from 'node:crypto';
import type { components } from '@generated/schema';
import { addCategory, addJob } from '../../jobs-discovery/test/support.ts';
import { multipart, pdf } from '../../files/test/support.ts';
import { HOST_A, HOST_B, type TestServer } from '../../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../../test/world.ts';

type S = components['schemas'];
export type Answer<T> = { code: string; message: string; data: T };

export const api = (path: string) => `/client/api/v1/${path}`;

export type World = {
  companyId: string;
  owner: TestUser;
  member: TestUser;
  rival: TestUser;
  candidate: TestUser;
  other: TestUser;
  employerB: TestUser;
  candidateB: TestUser;
  category: { id: string; name: string };
};

export async function makeWorld(server: TestServer): Promise<World> {
  const { db } = server.database;
  const { secret } = server.deps;
  const companyId = await makeCompany(db, server.tenantA, 'Northwind Analytics');
  const rivalCompany = await makeCompany(db, server.tenantA, 'Contoso Labs');
  const companyB = await makeCompany(db, server.tenantB, 'Globex Corp');
  const user = (
    clientId: string,
    role: 'candidate' | 'employer',
    extra: { employerKind?: 1 | 2; companyId?: string; firstName?: string; lastName?: string },
  ) => makeUser(db, secret, { clientId, role, ...extra });
  return {
    companyId,
    owner: await user(server.tenantA, 'employer', {
      employerKind: 1,
      companyId,
      firstName: 'Priya',
      lastName: 'Raman',
    }),
    member: await user(server.tenantA, 'employer', { employerKind: 2, companyId, firstName: 'Tom', lastName: 'Hale' }),
    rival: await user(server.tenantA, 'employer', { employerKind: 1, companyId: rivalCompany, firstName: 'Rita' }),
    candidate: await user(server.tenantA, 'candidate', { firstName: 'Arjun', lastName: 'Mehta' }),
    other: await user(server.tenantA, 'candidate', { firstName: 'Sofia', lastName: 'Fernandes' }),
    employerB: await user(server.tenantB, 'employer', { employerKind: 1, companyId: companyB, firstName: 'Gus' }),
    candidateB: await user(server.tenantB, 'candidate', { firstName: 'Bea' }),
    category: await addCategory(db, server.tenantA, 'Software Development'),
  };
}

/** The additional questions of the test jobs: a required number, an optional dropdown and an optional pdf file. */
export function questions(): S['JobQuestion'][] {
  const base = { placeholder: null, helpText: null, multiple: false, isDefault: false } as const;
  return [
    {
      ...base,
      _id: randomUUID(),
      keyNm: 'noticePeriodDays',
      label: { en: 'Notice period (days)' },
      fieldType: 'number',
      required: true,
      options: [],
      validation: { min: 0, max: 180 },
      sortOrder: 0,
    },
    {
      ...base,
      _id: randomUUID(),
      keyNm: 'workMode',
      label: { en: 'Preferred work mode' },
      fieldType: 'dropdown',
      required: false,
      options: [
        { value: 'office', label: { en: 'Office' } },
        { value: 'remote', label: { en: 'Remote' } },
      ],
      validation: null,
      sortOrder: 1,
    },
    {
      ...base,
      _id: randomUUID(),
      keyNm: 'portfolio',
      label: { en: 'Portfolio' },
      fieldType: 'file',
      required: false,
      options: [],
      validation: { mimeTypes: ['application/pdf'] },
      sortOrder: 2,
    },
  ] as S['JobQuestion'][];
}

export async function liveJob(
  server: TestServer,
  world: World,
  title: string,
  extra: Partial<Parameters<typeof addJob>[3]> = {},
) {
  return addJob(server.database.db, server.tenantA, world.companyId, {
    title,
    category: world.category,
    skills: ['Node.js', 'PostgreSQL', 'Kafka', 'AWS'],
    questions: JSON.stringify(questions()),
    ...extra,
  });
}

/** Uploads a pdf as a resume (or a document) and returns its uri. */
export async function uploadPdf(
  server: TestServer,
  opts: { token?: string | null; host?: string; ip?: string; purpose?: string } = {},
): Promise<string> {
  const body = multipart(
    { purpose: opts.purpose ?? 'resume' },
    { name: 'Resume.pdf', type: 'application/pdf', bytes: pdf() },
  );
  const guest = !opts.token;
  const r = await server.call<Answer<S['UploadedFile']>>('POST', api(`files/${guest ? 'guest/' : ''}upload`), {
    host: opts.host ?? HOST_A,
    token: opts.token ?? null,
    raw: body.raw,
    contentType: body.contentType,
    headers: {
      'x-forwarded-for': opts.ip ?? `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  if (r.status !== 200) throw new Error(`upload: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.uri;
}

export function caller(server: TestServer) {
  return async function call<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    user: TestUser | null,
    body?: unknown,
    opts: { host?: string; ip?: string } = {},
  ) {
    return server.call<Answer<T>>(method, api(path), {
      host: opts.host ?? (user && user.clientId === server.tenantB ? HOST_B : HOST_A),
      token: user?.token ?? null,
      ...(body === undefined ? {} : { body }),
      ...(opts.ip ? { headers: { 'x-forwarded-for': opts.ip } } : {}),
    });
  };
}
