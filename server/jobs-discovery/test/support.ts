// Jobs, categories and companies written straight into the database for discovery tests, with
// realistic defaults: a live full-time office job in Pune posted yesterday.
import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../../db/database.ts';
import type { JobsTable } from '../../db/tables-jobs.ts';
import { placeUuid } from '../../master/uuid.ts';

export const PLACES = {
  india: { id: placeUuid('IN'), nm: 'India' },
  maharashtra: { id: placeUuid('IN-MH'), nm: 'Maharashtra' },
  karnataka: { id: placeUuid('IN-KA'), nm: 'Karnataka' },
  pune: { id: placeUuid('IN-MH-pune'), nm: 'Pune' },
  mumbai: { id: placeUuid('IN-MH-mumbai'), nm: 'Mumbai' },
  bengaluru: { id: placeUuid('IN-KA-bengaluru'), nm: 'Bengaluru' },
};

type Place = { id: string; nm: string };

export const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

export async function addCategory(db: Db, clientId: string, name: string, parentId: string | null = null) {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomBytes(6).toString('hex')}`;
  const row = await db
    .insertInto('categories')
    .values({ client_id: clientId, parent_id: parentId, name, slug })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name };
}

export type JobSeed = {
  title: string;
  category: { id: string; name: string };
  city?: Place | null;
  state?: Place | null;
  country?: Place | null;
  wfh?: boolean;
  skills?: string[];
  salary?: { min: number; max: number; currency: 'INR' | 'USD' | 'EUR'; period?: 'YEARLY' | 'MONTHLY' | 'HOURLY' };
} & Partial<Omit<Insertable<JobsTable>, 'title' | 'skills'>>;

export async function addJob(db: Db, clientId: string, companyId: string, seed: JobSeed) {
  const { title, category, city, state, country, wfh, skills = [], salary, ...rest } = seed;
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomBytes(3).toString('hex')}`;
  const where = wfh
    ? { location_type: 'WFH' as const, city_id: null, city_nm: null, state_id: null, state_nm: null }
    : {
        location_type: 'CITY' as const,
        city_id: (city === undefined ? PLACES.pune : city)?.id ?? null,
        city_nm: (city === undefined ? PLACES.pune : city)?.nm ?? null,
        state_id: (state === undefined ? PLACES.maharashtra : state)?.id ?? null,
        state_nm: (state === undefined ? PLACES.maharashtra : state)?.nm ?? null,
      };
  const nation = country === undefined ? PLACES.india : country;
  const row = await db
    .insertInto('jobs')
    .values({
      client_id: clientId,
      company_id: companyId,
      status: 'ACTIVE',
      approval_status: 2,
      posting_step: 'job-posted-successfull',
      employment_type: 'FULL_TIME',
      workplace_type: wfh ? 'WFH' : 'OFFICE',
      category_id: category.id,
      category_nm: category.name,
      title,
      slug,
      description: `<p>We are hiring a ${title} to join a growing team.</p>`,
      skills,
      skill_refs: JSON.stringify(skills.map((nm) => ({ id: placeUuid(`skill:${nm}`), nm }))),
      vacancies: 1,
      ...(salary
        ? {
            salary_min: salary.min,
            salary_max: salary.max,
            salary_currency: salary.currency,
            salary_period: salary.period ?? 'YEARLY',
          }
        : {}),
      ...where,
      country_id: nation?.id ?? null,
      country_nm: nation?.nm ?? null,
      posted_at: hoursAgo(24),
      ...rest,
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  return { id: row.id, slug: row.slug ?? slug, title };
}

/**
 * Every count a screen shows of a search's answer: the total and each facet's buckets, by name
 * (`labelled`: a bucket's name includes its label, so a city's count is also checked to be named).
 */
export function shownCounts(
  answer: { pagination: { total: number }; facets: components['schemas']['JobFacets'] },
  labelled = false,
): Map<string, number> {
  const out = new Map<string, number>([['total', answer.pagination.total]]);
  const f = answer.facets;
  for (const [facet, buckets] of Object.entries({
    category: f.categories,
    employment: f.employmentTypes,
    workplace: f.workplaceTypes,
    location: f.locations,
    date: f.datePosted,
  }))
    for (const b of buckets) out.set(labelled ? `${facet}:${b.value}:${b.label}` : `${facet}:${b.value}`, b.count);
  return out;
}
