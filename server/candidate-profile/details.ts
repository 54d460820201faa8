// The three detail sections of the profile: basic (on the account: name, mobile; and the
// headline), personal (gender, birth date, place: ids checked against the master data and the
// place index, the names stored from them) and industry (industry, domain, experience, salary,
// skills). Each answers the whole profile afterwards.
import type { components } from '@generated/schema';
import { mastersByIds, type MasterKind } from '../master-data/index.ts';
import { findCity, findCountry, findState, placeUuid } from '../master/geo.ts';
import { fieldError, forbidden } from '../errors/errors.ts';
import { columnsOfFlat } from './location.ts';
import { patchProfile } from './repo.ts';
import { splitName } from './names.ts';
import type { Owner } from './sections.ts';
import { updateAccount } from './users-repo.ts';

type S = components['schemas'];

function assertSelf(o: Owner, id: string): void {
  if (id !== o.userId) throw forbidden('You can only change your own profile');
}

export async function saveBasicDetails(
  o: Owner,
  id: string,
  input: S['CandidateBasicDetailsInput'],
): Promise<S['CandidateProfile']> {
  assertSelf(o, id);
  const { first, last } = splitName(input.name);
  await updateAccount(o.db, o.clientId, o.userId, {
    first_name: first,
    last_name: last,
    mob_no: input.mobNo,
    country_code: input.countryCode,
    updated_at: o.now,
  });
  return patchProfile(o.db, o.clientId, o.userId, {
    ...(input.headline !== undefined && { headline: input.headline?.trim() || null }),
  });
}

async function masterItem(o: Owner, kind: MasterKind, id: string, field: string): Promise<{ id: string; nm: string }> {
  const [row] = await mastersByIds(o.db, o.clientId, kind, [id]);
  if (!row) throw fieldError(field, 'Choose one of the listed options');
  return { id: row.id, nm: row.name };
}

const yearsBefore = (now: Date, years: number) =>
  new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);

export async function savePersonalDetails(
  o: Owner,
  id: string,
  input: S['CandidatePersonalDetailsInput'],
): Promise<S['CandidateProfile']> {
  assertSelf(o, id);
  const gender = await masterItem(o, 'gender', input.genderId, 'genderId');
  const country = findCountry(input.countryId);
  if (!country) throw fieldError('countryId', 'Choose a country from the list');
  const state = input.stateId ? findState(input.stateId) : undefined;
  if (input.stateId && (!state || state.countryId !== country.id))
    throw fieldError('stateId', `Choose a state of ${country.nm}`);
  const city = findCity(input.cityId);
  if (!city || city.countryId !== country.id || (state && city.stateId !== state.id))
    throw fieldError('cityId', `Choose a city of ${state?.nm ?? country.nm}`);
  if (input.dateOfBirth) {
    if (input.dateOfBirth > yearsBefore(o.now, 14))
      throw fieldError('dateOfBirth', 'You must be at least 14 years old');
    if (input.dateOfBirth < yearsBefore(o.now, 100)) throw fieldError('dateOfBirth', 'Check the year of birth');
  }
  const cityState = state ?? findState(city.stateId);
  return patchProfile(o.db, o.clientId, o.userId, {
    ...columnsOfFlat({
      genderId: gender.id,
      genderNm: gender.nm,
      countryId: placeUuid(country.id),
      countryNm: country.nm,
      stateId: cityState ? placeUuid(cityState.id) : null,
      stateNm: cityState?.nm ?? null,
      cityId: placeUuid(city.id),
      cityNm: city.nm,
    }),
    ...(input.dateOfBirth !== undefined && { date_of_birth: input.dateOfBirth }),
    ...(input.about !== undefined && { about: input.about?.trim() || null }),
    ...(input.linkedIn !== undefined && { linkedin: input.linkedIn }),
  });
}

/** Picked skills take the master data's name; typed ones are kept as typed; repeats go. */
async function resolveSkills(o: Owner, skills: S['ProfileSkill'][]): Promise<S['ProfileSkill'][]> {
  const ids = skills.flatMap((s) => (s.id ? [s.id] : []));
  const known = new Map((await mastersByIds(o.db, o.clientId, 'skills', ids)).map((r) => [r.id, r.name]));
  const seen = new Set<string>();
  const out: S['ProfileSkill'][] = [];
  for (const s of skills) {
    const picked = s.id ? known.get(s.id) : undefined;
    const name = picked ?? s.nm.trim().replace(/\s+/g, ' ');
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(picked && s.id ? { id: s.id, nm: name } : { nm: name });
  }
  return out;
}

export async function saveIndustryDetails(
  o: Owner,
  id: string,
  input: S['CandidateIndustryDetailsInput'],
): Promise<S['CandidateProfile']> {
  assertSelf(o, id);
  const industry = await masterItem(o, 'industry', input.industryId, 'industryId');
  const jobDomain = await masterItem(o, 'job_domain', input.jobDomainId, 'jobDomainId');
  if (input.isFresher && ((input.experienceYears ?? 0) > 0 || (input.experienceMonths ?? 0) > 0))
    throw fieldError('experienceYears', 'A fresher has no work experience yet; leave the experience at 0');
  const hasSalary = input.currentSalary != null || input.expectedSalary != null;
  if (hasSalary && !input.salaryCurrency) throw fieldError('salaryCurrency', 'Choose the currency of the salary');
  return patchProfile(o.db, o.clientId, o.userId, {
    industry: JSON.stringify(industry),
    job_domain: JSON.stringify(jobDomain),
    is_fresher: input.isFresher,
    experience_years: input.isFresher ? 0 : (input.experienceYears ?? null),
    experience_months: input.isFresher ? 0 : (input.experienceMonths ?? null),
    current_salary: input.currentSalary ?? null,
    expected_salary: input.expectedSalary ?? null,
    salary_currency: input.salaryCurrency ?? null,
    notice_period_days: input.noticePeriodDays ?? null,
    ...(input.skillIds !== undefined && { skills: JSON.stringify(await resolveSkills(o, input.skillIds)) }),
  });
}
