// A job alert's criteria from the request: "All …" sentinels and empty values mean any, lists are
// sets, the keyword is trimmed; category and place ids must exist (with their names kept for the
// alert's view and e-mails). The canonical key of the criteria decides duplicates: name and
// frequency are not part of it.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { AlertCriteria } from '../db/tables-job-alerts.ts';
import { isSentinel, keywordOf, listFilter } from '../jobs-discovery/index.ts';
import { badRequest } from '../errors/errors.ts';
import { findCity, findCountry, placeUuid } from '../master/geo.ts';
import { namedCategories } from './alerts-repo.ts';

type S = components['schemas'];
type CriteriaInput = Pick<
  S['JobAlertInput'],
  | 'keyword'
  | 'categoryIds'
  | 'employmentTypes'
  | 'workplaceTypes'
  | 'cityId'
  | 'countryId'
  | 'experienceYears'
  | 'salaryMin'
  | 'currencyCode'
>;

const fieldError = (field: string, message: string) =>
  badRequest(message, { fields: [{ field: `body.${field}`, message }] });

// Sorted, so the same choices in any order make the same canonical key.
const setOf = <T extends string>(values: ReadonlyArray<string> | undefined): T[] => listFilter<T>(values as T[]).sort();

const placeId = (v: string | null | undefined) => (v == null || isSentinel(v) ? null : v);

export async function readCriteria(db: Db, clientId: string, input: CriteriaInput): Promise<AlertCriteria> {
  const categoryIds = setOf<string>(input.categoryIds);
  const categories = categoryIds.length ? await namedCategories(db, clientId, categoryIds) : [];
  if (categories.length !== categoryIds.length) throw fieldError('categoryIds', 'A chosen category does not exist');

  const cityKey = placeId(input.cityId);
  const countryKey = placeId(input.countryId);
  const city = cityKey ? findCity(cityKey) : undefined;
  if (cityKey && !city) throw fieldError('cityId', 'The city does not exist');
  const country = countryKey ? findCountry(countryKey) : city ? findCountry(city.countryId) : undefined;
  if (countryKey && !country) throw fieldError('countryId', 'The country does not exist');
  if (city && country && city.countryId !== country.id)
    throw fieldError('cityId', `${city.nm} is not in ${country.nm}`);

  const salaryMin = input.salaryMin ?? null;
  const currencyCode = salaryMin === null ? null : (input.currencyCode ?? null);
  if (salaryMin !== null && !currencyCode) throw fieldError('currencyCode', 'A least salary needs its currency');
  return {
    keyword: keywordOf(input.keyword),
    categories: categories.map((c) => ({ id: c.id, nm: c.name })),
    employmentTypes: setOf<S['EmploymentType']>(input.employmentTypes),
    workplaceTypes: setOf<S['WorkplaceType']>(input.workplaceTypes),
    city: city ? { id: placeUuid(city.id), nm: city.nm } : null,
    country: country ? { id: placeUuid(country.id), nm: country.nm } : null,
    experienceYears: input.experienceYears ?? null,
    salaryMin,
    currencyCode,
  };
}

/** The criteria as one canonical string: equal for the same search however it was written. */
export function criteriaKey(c: AlertCriteria): string {
  return JSON.stringify([
    c.keyword?.toLowerCase() ?? null,
    c.categories.map((x) => x.id).sort(),
    c.employmentTypes,
    c.workplaceTypes,
    c.city?.id ?? null,
    c.country?.id ?? null,
    c.experienceYears,
    c.salaryMin,
    c.currencyCode,
  ]);
}

/** A name for an alert saved without one: "Frontend engineer jobs in Bengaluru". */
export function defaultName(c: AlertCriteria): string {
  const what = c.keyword ?? (c.categories.length === 1 ? c.categories[0]?.nm : null);
  const where =
    c.city?.nm ?? c.country?.nm ?? (c.workplaceTypes.length === 1 && c.workplaceTypes[0] === 'WFH' ? 'remote' : null);
  const jobs = what ? `${what.charAt(0).toUpperCase()}${what.slice(1)} jobs` : 'New jobs';
  const name = where ? `${jobs} ${where === 'remote' ? '(remote)' : `in ${where}`}` : jobs;
  return name.length > 80 ? `${name.slice(0, 79)}…` : name;
}
