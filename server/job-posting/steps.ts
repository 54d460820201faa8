// The posting steps 1 to 7: each saves its screen's fields on the company's draft (or posted job)
// after the cross-field rules the contract names, and moves postingStep forward, never back.
// Places are stored under their public UUIDs, as the location lists give them.
import type { components } from '@generated/schema';
import type { JobRow } from '../jobs/index.ts';
import { mastersByIds, type MasterKind } from '../master-data/index.ts';
import { findCity, findCountry, findState, placeUuid } from '../master/geo.ts';
import { alreadyExists, badRequest, forbidden } from '../errors/errors.ts';
import { companyMay } from '../payments/index.ts';
import { ownJob, ownerJob, type Poster } from './access.ts';
import { assertEditable } from './job-state.ts';
import { categoryName, companyProfile, insertJob, slugTaken, updateJob, type JobPatch } from './posting-repo.ts';
import { toQuestions } from './questions.ts';
import { sanitizeDescription } from './sanitize.ts';
import { freeSlug, slugFromTitle } from './slugs.ts';
import { assertRoomForJob } from './quota.ts';

type S = components['schemas'];
type Job = S['Job'];
type Step = S['JobPostingStep'];

const STEPS: readonly Step[] = [
  'job-type',
  'job-description',
  'job-post',
  'location',
  'benefits',
  'company-info',
  'additional-question',
  'job-post-verification',
  'job-posted-successfull',
];

/** The later of the saved step and the one just saved. */
export const furthest = (saved: Step, now: Step): Step => (STEPS.indexOf(now) > STEPS.indexOf(saved) ? now : saved);

async function needFeature(p: Poster, feature: string, what: string): Promise<void> {
  if (!(await companyMay(p.db, p.tenant, p.companyId, feature))) throw forbidden(`Your plan does not include ${what}`);
}

async function master(p: Poster, kind: MasterKind, id: string, what: string): Promise<S['IdName']> {
  const [row] = await mastersByIds(p.db, p.clientId, kind, [id]);
  if (!row) throw badRequest(`The ${what} does not exist`);
  return { id: row.id, nm: row.name };
}

async function jobTypeFields(p: Poster, body: S['JobTypeInput']): Promise<JobPatch> {
  const category = await categoryName(p.db, p.clientId, body.categoryId);
  if (category === undefined) throw badRequest('The job category does not exist');
  const level = body.positionLevelId ? await master(p, 'position_level', body.positionLevelId, 'position level') : null;
  return {
    employment_type: body.employmentType,
    ...(body.workplaceType ? { workplace_type: body.workplaceType } : {}),
    category_id: body.categoryId,
    category_nm: category,
    ...(body.positionLevelId !== undefined ? { position_level: level ? JSON.stringify(level) : null } : {}),
  };
}

async function editable(p: Poster, jobId: string): Promise<JobRow> {
  const row = await ownJob(p, jobId);
  assertEditable(row.status);
  return row;
}

export async function createJobType(p: Poster, body: S['JobTypeInput']): Promise<Job> {
  // A draft could never be posted with the plan's job quota used up, so it is not started.
  await assertRoomForJob(p);
  const fields = await jobTypeFields(p, body);
  const company = await companyProfile(p.db, p.clientId, p.companyId);
  const id = await p.db.transaction().execute((trx) =>
    insertJob(trx, {
      client_id: p.clientId,
      company_id: p.companyId,
      posted_by: p.userId,
      status: 'DRAFT',
      approval_status: 1,
      posting_step: 'job-type',
      employment_type: body.employmentType,
      category_id: body.categoryId,
      category_nm: fields.category_nm ?? '',
      ...fields,
      company_info: company
        ? JSON.stringify({
            companyName: company.name,
            logo: company.logo_uri,
            about: company.about,
            website: company.website,
          })
        : null,
    }),
  );
  return ownerJob(p, id);
}

export async function updateJobType(p: Poster, jobId: string, body: S['JobTypeInput']): Promise<Job> {
  await editable(p, jobId);
  await updateJob(p.db, p.clientId, jobId, await jobTypeFields(p, body));
  return ownerJob(p, jobId);
}

async function descriptionFields(p: Poster, body: S['JobHighlightsInput']): Promise<JobPatch> {
  const patch: JobPatch = {};
  if (body.description !== undefined) {
    const clean = sanitizeDescription(body.description);
    if (clean.replace(/<[^>]*>/g, '').trim().length < 30)
      throw badRequest('The job description needs at least 30 characters of text');
    patch.description = clean;
  }
  if (body.highlights) patch.highlights = body.highlights.map((h) => h.trim());
  if (body.skillIds) {
    const rows = await mastersByIds(p.db, p.clientId, 'skills', body.skillIds);
    if (rows.length !== body.skillIds.length) throw badRequest('Some of the chosen skills do not exist');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const refs = body.skillIds.flatMap((id) => {
      const r = byId.get(id);
      return r ? [{ id: r.id, nm: r.name }] : [];
    });
    patch.skills = refs.map((r) => r.nm);
    patch.skill_refs = JSON.stringify(refs);
  }
  return patch;
}

async function postFields(p: Poster, row: JobRow, body: S['JobHighlightsInput']): Promise<JobPatch> {
  const patch: JobPatch = {};
  if (body.experience) {
    if (body.experience.min > body.experience.max)
      throw badRequest('The minimum experience cannot be more than the maximum');
    patch.experience_min = body.experience.min;
    patch.experience_max = body.experience.max;
  }
  if (body.salary !== undefined) {
    if (body.salary && body.salary.min > body.salary.max)
      throw badRequest('The minimum salary cannot be more than the maximum');
    patch.salary_min = body.salary?.min ?? null;
    patch.salary_max = body.salary?.max ?? null;
    patch.salary_currency = body.salary?.currencyCode ?? null;
    patch.salary_period = body.salary?.period ?? null;
  }
  if (body.vacancies !== undefined) patch.vacancies = body.vacancies;
  if (body.isSalaryVisible !== undefined) patch.is_salary_visible = body.isSalaryVisible;
  if (body.isFeatured !== undefined) {
    if (body.isFeatured) await needFeature(p, 'job_featured', 'featured jobs');
    patch.is_featured = body.isFeatured;
  }
  if (body.isUrgent !== undefined) {
    if (body.isUrgent) await needFeature(p, 'job_urgent_badge', 'the urgent badge');
    patch.is_urgent = body.isUrgent;
  }
  if (body.qualificationId !== undefined) {
    const q = body.qualificationId ? await master(p, 'qualification', body.qualificationId, 'qualification') : null;
    patch.qualification = q ? JSON.stringify(q) : null;
  }
  if (body.title !== undefined) patch.title = body.title.trim();
  if (body.slug !== undefined && body.slug !== row.slug) {
    await needFeature(p, 'job_slug_custom', 'choosing the job address');
    if (await slugTaken(p.db, p.clientId, body.slug, row.id))
      throw alreadyExists('This job address is already used by another job');
    patch.slug = body.slug;
  } else if (!row.slug && patch.title) {
    patch.slug = await freeSlug(p.db, p.clientId, slugFromTitle(patch.title), row.id);
  }
  return patch;
}

export async function saveHighlights(p: Poster, jobId: string, body: S['JobHighlightsInput']): Promise<Job> {
  const row = await editable(p, jobId);
  const patch = body.step === 'job-description' ? await descriptionFields(p, body) : await postFields(p, row, body);
  if (body.step === 'job-description' && (body.title !== undefined || body.vacancies !== undefined))
    throw badRequest('The job description step does not take title or vacancies; save them with step job-post');
  await updateJob(p.db, p.clientId, jobId, { ...patch, posting_step: furthest(row.posting_step, body.step) });
  return ownerJob(p, jobId);
}

export async function saveLocation(p: Poster, jobId: string, body: S['JobLocationInput']): Promise<Job> {
  const row = await editable(p, jobId);
  const country = body.countryId ? findCountry(body.countryId) : undefined;
  if (body.countryId && !country) throw badRequest('The country does not exist');
  let patch: JobPatch;
  if (body.locationType === 'WFH') {
    if (body.cityId || body.stateId)
      throw badRequest('A work-from-home job has no city or state; give only a country, or none');
    patch = { location_type: 'WFH', city_id: null, city_nm: null, state_id: null, state_nm: null };
  } else {
    const city = body.cityId ? findCity(body.cityId) : undefined;
    if (!city) throw badRequest('The city does not exist');
    if (!country) throw badRequest('A job in a city needs its country');
    if (city.countryId !== country.id) throw badRequest(`${city.nm} is not in ${country.nm}`);
    const state = body.stateId ? findState(body.stateId) : findState(city.stateId);
    if (body.stateId && !state) throw badRequest('The state does not exist');
    if (state && city.stateId !== state.id) throw badRequest(`${city.nm} is not in ${state.nm}`);
    patch = {
      location_type: 'CITY',
      city_id: placeUuid(city.id),
      city_nm: city.nm,
      state_id: state ? placeUuid(state.id) : null,
      state_nm: state?.nm ?? null,
    };
  }
  // A fully remote job keeps the workplace type in step with its location.
  if (body.locationType === 'WFH') patch.workplace_type = 'WFH';
  else if (row.workplace_type === 'WFH') patch.workplace_type = 'OFFICE';
  await updateJob(p.db, p.clientId, jobId, {
    ...patch,
    country_id: country ? placeUuid(country.id) : null,
    country_nm: country?.nm ?? null,
    address: body.address?.trim() || null,
    posting_step: furthest(row.posting_step, 'location'),
  });
  return ownerJob(p, jobId);
}

export async function saveBenefits(p: Poster, jobId: string, body: S['JobBenefitsInput']): Promise<Job> {
  const row = await editable(p, jobId);
  const patch: JobPatch =
    body.step === 'benefits'
      ? { benefits: (body.benefits ?? []).map((b) => b.trim()) }
      : {
          company_info: JSON.stringify({
            companyName: body.companyInfo?.companyName.trim() ?? '',
            logo: body.companyInfo?.logo ?? null,
            about: body.companyInfo?.about ?? null,
            website: body.companyInfo?.website ?? null,
          }),
        };
  await updateJob(p.db, p.clientId, jobId, { ...patch, posting_step: furthest(row.posting_step, body.step) });
  return ownerJob(p, jobId);
}

export async function saveQuestions(p: Poster, jobId: string, body: S['JobAdditionalQuestionInput']): Promise<Job> {
  const row = await editable(p, jobId);
  const redirect = body.redirectUrl ?? null;
  if (redirect && body.questions.length)
    throw badRequest('A job asks its own questions or sends candidates to an external site, not both');
  if (body.questions.length) await needFeature(p, 'job_additional_questions', 'screening questions');
  if (redirect) await needFeature(p, 'job_redirect_apply', 'applying on an external site');
  const questions = toQuestions(body.questions, Array.isArray(row.questions) ? row.questions : []);
  await updateJob(p.db, p.clientId, jobId, {
    questions: JSON.stringify(questions),
    redirect_url: redirect,
    posting_step: furthest(row.posting_step, 'additional-question'),
  });
  return ownerJob(p, jobId);
}
