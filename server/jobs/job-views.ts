// Job rows as the contract's Job and JobSummary, for three audiences: the public (guests and
// candidates: no employer-only fields, no hidden salary), a signed-in candidate (plus isApplied
// and isSaved), and the job's own company (every field).
import type { components } from '@generated/schema';
import type { CompanyCardRow } from './companies-repo.ts';
import { companySummary } from './company-views.ts';
import type { CardRow, JobRow } from './job-rows.ts';
import { shownStatus } from './live.ts';

type S = components['schemas'];
type IdName = S['IdName'];

export type Audience =
  | { kind: 'public' }
  | { kind: 'candidate'; applied: boolean; saved: boolean }
  | { kind: 'owner'; postedByName: string | null };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function idName(v: unknown): IdName | null {
  if (!v || typeof v !== 'object') return null;
  const { id, nm } = v as Record<string, unknown>;
  return typeof id === 'string' && typeof nm === 'string' ? { id, nm } : null;
}

function experienceOf(row: CardRow): S['JobExperienceRange'] | null {
  if (row.experience_min === null && row.experience_max === null) return null;
  const min = row.experience_min ?? 0;
  return { min, max: Math.max(min, row.experience_max ?? 50) };
}

function salaryOf(row: CardRow, audience: Audience): S['SalaryRange'] | null {
  if (audience.kind !== 'owner' && !row.is_salary_visible) return null;
  if (row.salary_min === null || row.salary_max === null || row.salary_currency === null) return null;
  return {
    min: Number(row.salary_min),
    max: Number(row.salary_max),
    currencyCode: row.salary_currency,
    period: row.salary_period ?? 'YEARLY',
  };
}

function locationOf(row: CardRow): S['JobLocation'] | null {
  if (!row.location_type) return null;
  const ref = (id: string | null, nm: string | null) => (id && nm ? { id, nm } : null);
  const wfh = row.location_type === 'WFH';
  return {
    locationType: row.location_type,
    city: wfh ? null : ref(row.city_id, row.city_nm),
    state: wfh ? null : ref(row.state_id, row.state_nm),
    country: ref(row.country_id, row.country_nm),
    address: row.address,
  };
}

function skillsOf(row: CardRow): IdName[] {
  const refs = Array.isArray(row.skill_refs) ? row.skill_refs.map(idName).filter((r): r is IdName => r !== null) : [];
  return refs.length ? refs : row.skills.map((nm) => ({ id: nm, nm }));
}

/** The company of a job; a card shows the name and logo given on the job (posting step 6). */
function companyOf(row: CardRow, company: CompanyCardRow | undefined, asOnJob: boolean): S['CompanySummary'] {
  const info = row.company_info;
  const base: S['CompanySummary'] = company
    ? companySummary(company)
    : {
        _id: row.company_id,
        name: info?.companyName ?? '',
        slug: 'company',
        logoUri: null,
        externalLogoUrl: null,
        industry: null,
        location: null,
        openJobs: 0,
        rating: null,
        reviewCount: 0,
      };
  if (!asOnJob || !info) return base;
  return { ...base, name: info.companyName || base.name, logoUri: info.logo ?? base.logoUri };
}

function counts(row: CardRow): S['JobCounts'] {
  return { applicants: row.applicants_count, newApplicants: row.new_applicants_count, views: row.views_count };
}

export function jobSummary(
  row: CardRow,
  company: CompanyCardRow | undefined,
  audience: Audience,
  now: Date,
): S['JobSummary'] {
  const card: S['JobSummary'] = {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    company: companyOf(row, company, true),
    location: locationOf(row),
    employmentType: row.employment_type,
    workplaceType: row.workplace_type,
    category: { id: row.category_id, nm: row.category_nm },
    experience: experienceOf(row),
    salary: salaryOf(row, audience),
    skills: skillsOf(row).slice(0, 5),
    isFeatured: row.is_featured,
    isUrgent: row.is_urgent,
    redirectUrl: row.redirect_url,
    postedAt: iso(row.posted_at),
    expiresAt: iso(row.expires_at),
  };
  if (audience.kind === 'owner')
    return {
      ...card,
      status: shownStatus(row.status, row.expires_at, now),
      approvalStatus: row.approval_status,
      declineReason: row.decline_reason,
      postingStep: row.posting_step,
      counts: counts(row),
    };
  if (audience.kind === 'candidate') return { ...card, isApplied: audience.applied, isSaved: audience.saved };
  return card;
}

export function jobDetail(row: JobRow, company: CompanyCardRow | undefined, audience: Audience, now: Date): S['Job'] {
  const job: S['Job'] = {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    status: shownStatus(row.status, row.expires_at, now),
    approvalStatus: row.approval_status,
    postingStep: row.posting_step,
    employmentType: row.employment_type,
    workplaceType: row.workplace_type,
    category: { id: row.category_id, nm: row.category_nm },
    positionLevel: idName(row.position_level),
    description: row.description,
    highlights: row.highlights,
    skills: skillsOf(row),
    vacancies: row.vacancies,
    experience: experienceOf(row),
    qualification: idName(row.qualification),
    salary: salaryOf(row, audience),
    isSalaryVisible: row.is_salary_visible,
    location: locationOf(row),
    benefits: row.benefits,
    company: companyOf(row, company, false),
    companyInfo: row.company_info,
    questions: Array.isArray(row.questions) ? row.questions : [],
    redirectUrl: row.redirect_url,
    isFeatured: row.is_featured,
    isUrgent: row.is_urgent,
    expiresAt: iso(row.expires_at),
    postedAt: iso(row.posted_at),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  if (audience.kind === 'owner')
    return {
      ...job,
      declineReason: row.decline_reason,
      importType: row.import_type,
      referenceNumber: row.reference_number,
      counts: counts(row),
      ...(row.posted_by ? { postedBy: { id: row.posted_by, nm: audience.postedByName ?? '' } } : {}),
    };
  if (audience.kind === 'candidate') return { ...job, isApplied: audience.applied, isSaved: audience.saved };
  return job;
}
