// One source row → the job columns it sets, or what is wrong with it. The checks are those of the
// posting flow for the same fields (title, a description of at least 30 characters of sanitised
// text, a known city unless the job is remote, salary minimum not above maximum), so an imported
// job could have been posted by hand. What feeds write in their own words (category, job type,
// remote work) is read, not refused (category-match.ts, feed-vocabulary.ts); each reading that is
// not exact is kept in `notes` for the row's report.
import type { components } from '@generated/schema';
import { placeUuid } from '../master/geo.ts';
import { sanitizeDescription } from '../job-posting/index.ts';
import { findCountryNamed, resolvePlace } from './places.ts';
import type { CategoryMatcher } from './category-match.ts';
import type { CategoryRef } from './category-index.ts';

export { categoryKey, type CategoryIndex, type CategoryRef } from './category-index.ts';
import { readJobType, readRemoteType, type Workplace } from './feed-vocabulary.ts';
import type { RawJob } from './raw-job.ts';
import { isCurrencyCode, parseExperience, parseSalary } from './salary.ts';

type S = components['schemas'];

export type JobFields = {
  referenceNumber: string;
  title: string;
  description: string;
  postedAt: Date | null;
  redirectUrl: string | null;
  companyName: string | null;
  employmentType: S['EmploymentType'];
  category: CategoryRef;
  workplace: Workplace;
  /** Null for a work-from-home job. */
  cityId: string | null;
  cityNm: string | null;
  stateId: string | null;
  stateNm: string | null;
  /** Null for a work-from-home job open anywhere. */
  countryId: string | null;
  countryNm: string | null;
  address: string | null;
  salary: { min: number; max: number; currency: S['CurrencyCode'] | null; period: S['JobSalaryPeriod'] } | null;
  experience: { min: number; max: number | null };
  education: string | null;
  /** How the row's own words were read where they were not exact (a category mapped, ...). */
  notes: string[];
};

export type Checked = { ok: true; fields: JobFields } | { ok: false; message: string };

function httpUrl(text: string): string | null {
  try {
    const u = new URL(text);
    return (u.protocol === 'http:' || u.protocol === 'https:') && text.length <= 2048 ? u.toString() : null;
  } catch {
    return null;
  }
}

const fail = (message: string): Checked => ({ ok: false, message });

/** Where a job is: its city (and so country), or for remote work just the country, if any. */
function placeOf(raw: RawJob, workplace: Workplace) {
  const cityName = raw.city?.trim();
  const countryName = raw.country?.trim();
  const none = { cityId: null, cityNm: null, stateId: null, stateNm: null, countryId: null, countryNm: null };
  if (workplace === 'WFH') {
    // A remote job's city is where the company sits, not where the work is; its country, when
    // the feed names a known one, says where applicants may live.
    const country = countryName ? findCountryNamed(countryName) : undefined;
    if (!country) return { workplace, currency: null, ...none };
    return { workplace, currency: country.currency, ...none, countryId: placeUuid(country.id), countryNm: country.nm };
  }
  if (!cityName) return 'city is required';
  if (!countryName) return 'country is required';
  const place = resolvePlace(cityName, raw.state?.trim() || undefined, countryName);
  if (typeof place === 'string') return place;
  return {
    workplace,
    currency: place.country.currency,
    cityId: placeUuid(place.city.id),
    cityNm: place.city.nm,
    stateId: place.state ? placeUuid(place.state.id) : null,
    stateNm: place.state?.nm ?? null,
    countryId: placeUuid(place.country.id),
    countryNm: place.country.nm,
  };
}

export function checkJob(raw: RawJob, matchCategory: CategoryMatcher): Checked {
  const referenceNumber = raw.referencenumber?.trim() ?? '';
  if (!referenceNumber) return fail('referencenumber is missing');
  if (referenceNumber.length > 100) return fail('referencenumber is longer than 100 characters');
  const title = raw.title?.replace(/\s+/g, ' ').trim() ?? '';
  if (!title) return fail('title is required');
  if (title.length > 120) return fail('title is longer than 120 characters');

  const description = sanitizeDescription(raw.description ?? '');
  if (description.replace(/<[^>]*>/g, '').trim().length < 30)
    return fail('description needs at least 30 characters of text');

  const notes: string[] = [];
  const type = readJobType(raw.jobtype);
  if (type.note) notes.push(type.note);
  const category = matchCategory(raw.category);
  if (category.note) notes.push(category.note);

  const place = placeOf(raw, readRemoteType(raw.remotetype));
  if (typeof place === 'string') return fail(place);

  let redirectUrl: string | null = null;
  if (raw.url?.trim()) {
    redirectUrl = httpUrl(raw.url.trim());
    if (!redirectUrl) return fail(`url "${raw.url.trim().slice(0, 100)}" is not an http(s) address`);
  }

  const salaryText = raw.salary?.trim();
  const salary = salaryText ? parseSalary(salaryText) : null;
  if (typeof salary === 'string') return fail(salary);
  const currency = salary?.currency ?? (place.currency && isCurrencyCode(place.currency) ? place.currency : null);

  const posted = raw.date ? new Date(raw.date) : null;
  const postal = raw.postalcode?.trim().slice(0, 20);
  const { currency: _countryCurrency, ...where } = place;
  return {
    ok: true,
    fields: {
      referenceNumber,
      title,
      description,
      postedAt: posted && !Number.isNaN(posted.getTime()) && posted.getTime() <= Date.now() ? posted : null,
      redirectUrl,
      companyName: raw.company?.trim().slice(0, 200) || null,
      employmentType: type.type,
      category: category.category,
      ...where,
      address: postal || null,
      salary: salary ? { ...salary, currency } : null,
      experience: parseExperience(raw.experience),
      education: raw.education?.trim().slice(0, 200) || null,
      notes,
    },
  };
}
