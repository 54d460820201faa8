// Setting up e2e data through the API as the demo employer: a live job posted through the posting
// calls, and the helpers to read an answer's data. Journeys of their own (posting, registering)
// go through the screens in their specs; these only prepare what another journey starts from.
import { expect, type APIRequestContext } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2026!';
export const DEMO_EMPLOYER = { email: 'employer@demo.jobboard.local', name: 'Rohan Raman' };
export const api = (path: string) => `/client/api/v1/${path}`;

/** A word no other job or person has, so reruns on the same database find only this run's data. */
export const token = () =>
  Array.from({ length: 8 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('');

export type Posted = { _id: string; slug: string; title: string };

export async function expectOk<T>(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** A city of the places list, as the posting's location step takes it. */
/** A bearer token of the demo employer, signed in through the API. */
export async function demoEmployerToken(request: APIRequestContext): Promise<string> {
  const login = await expectOk<{ token: string }>(
    await request.post(api('employer/login'), { data: { email: DEMO_EMPLOYER.email, password: DEMO_PASSWORD } }),
    'employer login',
  );
  return login.token;
}

export type JobCity = { cityId: string; stateId: string | null; countryId: string };

/** A city by its name and its country's name, from the places lists (as a guest reads them). */
export async function cityNamed(request: APIRequestContext, name: string, country: string): Promise<JobCity> {
  const countries = await expectOk<{ _id: string; name: string }[]>(
    await request.post(api('country/guest/all'), { data: {} }),
    'country/guest/all',
  );
  const countryId = countries.find((c) => c.name === country)?._id;
  expect(countryId, `${country} is in the places list`).toBeTruthy();
  const cities = await expectOk<{ items: { _id: string; name: string; stateId: string | null }[] }>(
    await request.post(api('city/guest/get-city-list'), { data: { countryId, search: name, limit: 20 } }),
    'city/guest/get-city-list',
  );
  const city = cities.items.find((c) => c.name === name);
  expect(city, `${name} is a city of ${country}`).toBeTruthy();
  return { cityId: city?._id ?? '', stateId: city?.stateId ?? null, countryId: countryId ?? '' };
}

export type JobSalary = { min: number; max: number; currencyCode: string; period: string };

/**
 * Posts a live job as the demo employer through the posting calls; questions are step 7's. The job
 * is a work-from-home one unless a city is given, and pays ₹6–9 lakh a year unless a salary is.
 */
export async function postJob(
  request: APIRequestContext,
  bearer: string,
  title: string,
  questions: unknown[],
  city?: JobCity,
  salary: JobSalary = { min: 600000, max: 900000, currencyCode: 'INR', period: 'YEARLY' },
): Promise<Posted> {
  const headers = { authorization: `Bearer ${bearer}` };
  const categories = await expectOk<{ _id: string; name: string }[]>(
    await request.post(api('category/all'), { headers, data: {} }),
    'category/all',
  );
  const categoryId = categories[0]?._id;
  expect(categoryId, 'the demo board has job categories').toBeTruthy();
  const job = await expectOk<Posted & { company: { name: string } }>(
    await request.post(api('jobs/create-job-type'), {
      headers,
      data: { employmentType: 'FULL_TIME', workplaceType: 'WFH', categoryId },
    }),
    'create-job-type',
  );
  const put = async (path: string, data: unknown) =>
    expectOk(await request.put(api(`${path}/${job._id}`), { headers, data }), path);
  await put('jobs/create-job-highlights', {
    step: 'job-description',
    description: '<p>Plan the night crews of our Pune warehouse and keep every dispatch on time.</p>',
    highlights: ['Lead a crew of ten'],
  });
  await put('jobs/create-job-highlights', {
    step: 'job-post',
    title,
    vacancies: 1,
    experience: { min: 2, max: 6 },
    salary,
  });
  await put(
    'jobs/create-job-location',
    city ? { locationType: 'CITY', ...city, address: null } : { locationType: 'WFH', countryId: null },
  );
  await put('jobs/create-job-benefits', { step: 'benefits', benefits: ['Health insurance'] });
  await put('jobs/create-job-benefits', {
    step: 'company-info',
    companyInfo: { companyName: job.company.name, about: 'Parcels and freight across India.' },
  });
  await put('jobs/create-job-additional-question', { questions });
  const posted = await expectOk<Posted & { status: string; approvalStatus: number }>(
    await request.post(api('jobs/confirm-post'), {
      headers,
      data: { jobId: job._id, expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    }),
    'confirm-post',
  );
  expect(posted.status).toBe('ACTIVE');
  expect(posted.approvalStatus, 'the demo board publishes without approval').toBe(2);
  return posted;
}
