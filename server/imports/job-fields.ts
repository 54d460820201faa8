// One source row → the job columns it sets, or what is wrong with it. The checks are those of the
// posting flow for the same fields (title, a description of at least 30 characters of sanitised
// text, a known city and category, salary minimum not above maximum), so an imported job could
// have been posted by hand.
import type { components } from '@generated/schema';
import { placeUuid } from '../master/geo.ts';
import { sanitizeDescription } from '../posting/sanitize.ts';
import { resolvePlace } from './places.ts';
import type { RawJob } from './raw-job.ts';
import { isCurrencyCode, parseExperience, parseSalary } from './salary.ts';

type S = components['schemas'];

export type CategoryRef = { id: string; name: string };
/** The tenant's categories by slugified name and by slug. */
export type CategoryIndex = ReadonlyMap<string, CategoryRef>;

export type JobFields = {
  referenceNumber: string;
  title: string;
  description: string;
  postedAt: Date | null;
  redirectUrl: string | null;
  companyName: string | null;
  employmentType: S['EmploymentType'];
  category: CategoryRef;
  cityId: string;
  cityNm: string;
  stateId: string | null;
  stateNm: string | null;
  countryId: string;
  countryNm: string;
  address: string | null;
  salary: { min: number; max: number; currency: S['CurrencyCode'] | null; period: S['JobSalaryPeriod'] } | null;
  experience: { min: number; max: number | null };
  education: string | null;
};

export type Checked = { ok: true; fields: JobFields } | { ok: false; message: string };

const JOB_TYPES: [RegExp, S['EmploymentType']][] = [
  [/^full ?time|^permanent/, 'FULL_TIME'],
  [/^part ?time/, 'PART_TIME'],
  [/^contract/, 'CONTRACT'],
  [/^temp|^seasonal/, 'TEMPORARY'],
  [/^intern/, 'INTERNSHIP'],
  [/^freelanc/, 'FREELANCE'],
];

export const categoryKey = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function employmentType(text: string | undefined): S['EmploymentType'] | string {
  if (!text) return 'FULL_TIME';
  // "full-time, part-time": the first kind named counts.
  for (const part of text.toLowerCase().split(/[,/;|]/)) {
    const word = part.trim().replace(/[-_]/g, ' ');
    const hit = JOB_TYPES.find(([re]) => re.test(word));
    if (hit) return hit[1];
  }
  return `jobtype "${text}" is not one of full-time, part-time, contract, temporary, internship, freelance`;
}

function httpUrl(text: string): string | null {
  try {
    const u = new URL(text);
    return (u.protocol === 'http:' || u.protocol === 'https:') && text.length <= 2048 ? u.toString() : null;
  } catch {
    return null;
  }
}

const fail = (message: string): Checked => ({ ok: false, message });

export function checkJob(raw: RawJob, categories: CategoryIndex): Checked {
  const referenceNumber = raw.referencenumber?.trim() ?? '';
  if (!referenceNumber) return fail('referencenumber is missing');
  if (referenceNumber.length > 100) return fail('referencenumber is longer than 100 characters');
  const title = raw.title?.replace(/\s+/g, ' ').trim() ?? '';
  if (!title) return fail('title is required');
  if (title.length > 120) return fail('title is longer than 120 characters');

  const description = sanitizeDescription(raw.description ?? '');
  if (description.replace(/<[^>]*>/g, '').trim().length < 30)
    return fail('description needs at least 30 characters of text');

  const type = employmentType(raw.jobtype?.trim());
  if (!type.match(/^[A-Z_]+$/)) return fail(type);

  const categoryName = raw.category?.trim();
  if (!categoryName) return fail('category is required');
  const category = categories.get(categoryKey(categoryName));
  if (!category) return fail(`category "${categoryName}" is not a category of this board`);

  const cityName = raw.city?.trim();
  const countryName = raw.country?.trim();
  if (!cityName) return fail('city is required');
  if (!countryName) return fail('country is required');
  const place = resolvePlace(cityName, raw.state?.trim() || undefined, countryName);
  if (typeof place === 'string') return fail(place);

  let redirectUrl: string | null = null;
  if (raw.url?.trim()) {
    redirectUrl = httpUrl(raw.url.trim());
    if (!redirectUrl) return fail(`url "${raw.url.trim().slice(0, 100)}" is not an http(s) address`);
  }

  const salaryText = raw.salary?.trim();
  const salary = salaryText ? parseSalary(salaryText) : null;
  if (typeof salary === 'string') return fail(salary);
  const countryCurrency = place.country.currency;
  const currency = salary?.currency ?? (isCurrencyCode(countryCurrency) ? countryCurrency : null);

  const posted = raw.date ? new Date(raw.date) : null;
  const postal = raw.postalcode?.trim().slice(0, 20);
  return {
    ok: true,
    fields: {
      referenceNumber,
      title,
      description,
      postedAt: posted && !Number.isNaN(posted.getTime()) && posted.getTime() <= Date.now() ? posted : null,
      redirectUrl,
      companyName: raw.company?.trim().slice(0, 200) || null,
      employmentType: type as S['EmploymentType'],
      category,
      cityId: placeUuid(place.city.id),
      cityNm: place.city.nm,
      stateId: place.state ? placeUuid(place.state.id) : null,
      stateNm: place.state?.nm ?? null,
      countryId: placeUuid(place.country.id),
      countryNm: place.country.nm,
      address: postal || null,
      salary: salary ? { ...salary, currency } : null,
      experience: parseExperience(raw.experience),
      education: raw.education?.trim().slice(0, 200) || null,
    },
  };
}
