// Candidates with the profile facts matching reads, written straight into the database for the
// matching tests and probes: findable unless a test says otherwise.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import { PLACES } from '../../../jobs-discovery/test/support.ts';
import { makeUser, type TestUser } from '../../../test/world.ts';

type Place = { id: string; nm: string };

export type ProfileSeed = {
  firstName?: string;
  lastName?: string;
  headline?: string | null;
  skills?: string[];
  /** Job titles, the first one current. */
  titles?: string[];
  years?: number | null;
  city?: Place;
  state?: Place;
  country?: Place;
  salary?: number | null;
  qualifications?: string[];
  searchable?: boolean;
  withResume?: boolean;
};

const stamps = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

export async function addProfile(
  db: Db,
  secret: Uint8Array,
  clientId: string,
  seed: ProfileSeed = {},
): Promise<TestUser> {
  const user = await makeUser(db, secret, {
    clientId,
    role: 'candidate',
    firstName: seed.firstName ?? 'Casey',
    lastName: seed.lastName ?? 'Doe',
  });
  await db.updateTable('users').set({ mob_no: '9845012345', country_code: '+91' }).where('id', '=', user.id).execute();
  await db
    .insertInto('candidate_profiles')
    .values({
      user_id: user.id,
      client_id: clientId,
      headline: seed.headline ?? null,
      city_id: (seed.city ?? PLACES.bengaluru).id,
      city_nm: (seed.city ?? PLACES.bengaluru).nm,
      state_id: (seed.state ?? PLACES.karnataka).id,
      state_nm: (seed.state ?? PLACES.karnataka).nm,
      country_id: (seed.country ?? PLACES.india).id,
      country_nm: (seed.country ?? PLACES.india).nm,
      experience_years: seed.years === undefined ? 4 : seed.years,
      experience_months: 0,
      expected_salary: seed.salary === undefined ? '2000000' : seed.salary === null ? null : String(seed.salary),
      salary_currency: 'INR',
      skills: JSON.stringify((seed.skills ?? []).map((nm) => ({ id: randomUUID(), nm }))),
      experiences: JSON.stringify(
        (seed.titles ?? []).map((title, i) => ({
          _id: randomUUID(),
          comNm: `Company ${i}`,
          title,
          from: `${2024 - i * 3}-01-01`,
          to: i === 0 ? null : `${2026 - i * 3}-12-31`,
          isCurrent: i === 0,
          location: null,
          description: null,
          ...stamps,
        })),
      ),
      educations: JSON.stringify(
        (seed.qualifications ?? ['B.Tech']).map((qualification) => ({
          _id: randomUUID(),
          instiNm: 'City College',
          qualification,
          fieldOfStudy: 'Computer Science',
          from: '2012-07-01',
          to: '2016-05-31',
          grade: null,
          ...stamps,
        })),
      ),
      resume: seed.withResume
        ? JSON.stringify({ uri: '/files/resumes/cv.pdf', name: 'CV.pdf', mimeType: 'application/pdf', size: 1000 })
        : null,
      percent_obj: '{}',
      is_searchable: seed.searchable ?? true,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .execute();
  return user;
}
