// Candidates employers can find, made through the API: a verified account with a headline, a
// city, years of experience and skills from the skills master, who turned "Employers can find my
// profile" on. Journeys about searching and matching start from them; building a profile through
// the screens is the candidate profile's own journey.
import { expect, type APIRequestContext } from '@playwright/test';
import { registerVerifiedAccount, type Account } from './api';
import { api, expectOk } from './jobs';

export type Findable = Account & { _id: string; name: string; bearer: string };

type Item = { _id: string; nm: string };

export type FindableSpec = {
  firstName: string;
  lastName: string;
  headline: string;
  /** Skill names of the skills master (typed as-is when the master lacks one). */
  skills: string[];
  city: string;
  years: number;
};

async function master(request: APIRequestContext, kind: string, search?: string): Promise<Item[]> {
  const page = await expectOk<{ items: Item[] }>(
    await request.post(api('masters/list'), { data: { kind, page: 1, limit: 50, ...(search ? { search } : {}) } }),
    `masters ${kind}`,
  );
  return page.items;
}

async function first(request: APIRequestContext, kind: string): Promise<Item> {
  const [item] = await master(request, kind);
  expect(item, `the board has ${kind} master data`).toBeTruthy();
  return item as Item;
}

export async function findableCandidate(request: APIRequestContext, spec: FindableSpec): Promise<Findable> {
  const account = await registerVerifiedAccount(request, 'candidate', {
    firstName: spec.firstName,
    lastName: spec.lastName,
  });
  const login = await expectOk<{ token: string }>(
    await request.post(api('candidate/login'), { data: { email: account.email, password: account.password } }),
    'candidate login',
  );
  const headers = { authorization: `Bearer ${login.token}` };
  const me = await expectOk<{ _id: string; name: string; mobNo: string | null; countryCode: string | null }>(
    await request.get(api('candidate/view'), { headers }),
    'candidate/view',
  );
  const put = async (path: string, data: unknown) => expectOk(await request.put(api(path), { headers, data }), path);

  await put(`candidate-profile/basic-details/${me._id}`, {
    name: me.name,
    mobNo: me.mobNo,
    countryCode: me.countryCode,
    headline: spec.headline,
  });
  const [india] = await expectOk<{ _id: string }[]>(
    await request.post(api('country/all'), { headers, data: { search: 'India' } }),
    'country/all',
  );
  expect(india, 'the place index has India').toBeTruthy();
  const cities = await expectOk<{ items: { _id: string; name: string; stateId: string }[] }>(
    await request.post(api('city/get-city-list'), {
      headers,
      data: { countryId: india?._id, search: spec.city, page: 1, limit: 10 },
    }),
    'city/get-city-list',
  );
  const city = cities.items.find((c) => c.name === spec.city);
  expect(city, `the place index has ${spec.city}`).toBeTruthy();
  await put(`candidate-profile/personal-details/${me._id}`, {
    genderId: (await first(request, 'gender'))._id,
    countryId: india?._id,
    stateId: city?.stateId,
    cityId: city?._id,
  });
  const skillIds = await Promise.all(
    spec.skills.map(async (nm) => {
      const found = (await master(request, 'skills', nm)).find((s) => s.nm.toLowerCase() === nm.toLowerCase());
      return found ? { id: found._id, nm: found.nm } : { nm };
    }),
  );
  await put(`candidate-profile/industry-details/${me._id}`, {
    industryId: (await first(request, 'industry'))._id,
    jobDomainId: (await first(request, 'job_domain'))._id,
    isFresher: false,
    experienceYears: spec.years,
    experienceMonths: 0,
    skillIds,
  });
  await put('candidate-profile/visibility', { isSearchable: true });
  return { ...account, _id: me._id, name: me.name, bearer: login.token };
}
