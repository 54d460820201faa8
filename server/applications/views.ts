// Application rows as the contract's Application, CandidateCard and ApplicationReceipt. The job's
// company sees contact details (the candidate applied to it) and the history notes; the
// candidate reading their own application gets the history without the employer's notes.
import type { components } from '@generated/schema';
import type { FullRow } from './application-rows-repo.ts';

type S = components['schemas'];

export type Viewer = 'reviewer' | 'candidate';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d ? iso(d) : null);
const ref = (id: string | null, nm: string | null) => (id && nm ? { id, nm } : null);

function currentCompany(experiences: unknown): string | null {
  if (!Array.isArray(experiences)) return null;
  const current = (experiences as S['ProfileExperience'][]).find((e) => e && e.isCurrent);
  return current?.comNm ?? null;
}

function skillNames(skills: unknown): string[] {
  if (!Array.isArray(skills)) return [];
  return (skills as Array<{ nm?: unknown }>)
    .map((s) => (typeof s?.nm === 'string' ? s.nm : null))
    .filter((s): s is string => !!s)
    .slice(0, 30);
}

function years(row: Pick<FullRow, 'experience_years' | 'experience_months'>): number | null {
  if (row.experience_years === null && row.experience_months === null) return null;
  return Math.round(((row.experience_years ?? 0) + (row.experience_months ?? 0) / 12) * 10) / 10;
}

/** The registered applicant as a card; contact details are visible: they applied to this company. */
export function candidateCard(row: FullRow): S['CandidateCard'] | null {
  if (!row.candidate_id) return null;
  return {
    _id: row.candidate_id,
    name: row.applicant_name,
    headline: row.headline ?? null,
    currentCompany: currentCompany(row.profile_experiences),
    city: ref(row.city_id, row.city_nm),
    country: ref(row.country_id, row.country_nm),
    experienceYears: years(row),
    skills: skillNames(row.profile_skills),
    avatar: row.avatar_uri ?? null,
    matchScore: row.match_score === null ? null : Math.max(0, Math.min(100, Number(row.match_score))),
    lastActiveAt: isoOrNull(row.last_active_at),
    hasResume: row.profile_resume !== null && row.profile_resume !== undefined,
    contactVisible: true,
    email: row.email ?? null,
    mobNo: row.mob_no ?? null,
    countryCode: row.country_code ?? null,
  };
}

function guestOf(row: FullRow): S['GuestApplicant'] | null {
  if (row.candidate_id || !row.guest_email) return null;
  return {
    name: row.guest_name ?? '',
    email: row.guest_email,
    mobNo: row.guest_mob_no,
    countryCode: row.guest_country_code,
  };
}

export function applicationView(
  row: FullRow,
  job: S['JobSummary'],
  history: S['ApplicationHistoryEntry'][],
  viewer: Viewer,
): S['Application'] {
  return {
    _id: row.id,
    job,
    candidate: candidateCard(row),
    guest: guestOf(row),
    resume: row.resume ?? null,
    coverLetter: row.cover_letter,
    answers: row.answers ?? {},
    status: row.status,
    history: viewer === 'reviewer' ? history : history.map((h) => ({ ...h, note: null })),
    source: row.source,
    appliedAt: iso(row.applied_at),
    viewedAt: isoOrNull(row.viewed_at),
    updatedAt: iso(row.updated_at),
    // The screening is the company's reading of the answers, never shown to the applicant.
    ...(viewer === 'reviewer' && row.screening ? { screening: row.screening } : {}),
  };
}

export function receiptView(
  row: { id: string; status: S['ApplicationStatus']; source: S['ApplicationSource']; applied_at: Date | string },
  job: S['JobSummary'],
): S['ApplicationReceipt'] {
  return { _id: row.id, job, status: row.status, source: row.source, appliedAt: iso(row.applied_at) };
}
