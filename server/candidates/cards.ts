// Candidates as the contract's CandidateCard, for one company: search results, list members,
// matches, recommendations and viewed candidates all show the same card. Contact details are
// filled only when the company may see them: it revealed them (candidate_contact_reveals) or the
// candidate applied to one of its jobs.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { isUuid } from '../master/uuid.ts';
import { candidateCardRows } from './repo/card-rows.ts';

type S = components['schemas'];
export type CandidateCard = S['CandidateCard'];

/** The company reading the cards. */
export type CardReader = { db: Db; clientId: string; companyId: string };

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const ref = (id: string | null, nm: string | null) => (id && nm ? { id, nm } : null);

function currentCompany(experiences: unknown): string | null {
  if (!Array.isArray(experiences)) return null;
  const list = experiences as S['ProfileExperience'][];
  return (list.find((e) => e?.isCurrent) ?? null)?.comNm ?? null;
}

/** Skill names, those in `first` (lower-cased names, e.g. the ones a search matched) first. */
function skillNames(skills: unknown, first: ReadonlySet<string>): string[] {
  if (!Array.isArray(skills)) return [];
  const names = (skills as Array<{ nm?: unknown }>)
    .map((s) => (typeof s?.nm === 'string' ? s.nm : null))
    .filter((s): s is string => !!s);
  return [
    ...names.filter((n) => first.has(n.toLowerCase())),
    ...names.filter((n) => !first.has(n.toLowerCase())),
  ].slice(0, 30);
}

export function yearsOf(years: number | null, months: number | null): number | null {
  if (years === null && months === null) return null;
  return Math.round(((years ?? 0) + (months ?? 0) / 12) * 10) / 10;
}

export type CardOptions = {
  /** Match scores by candidate id, 0 to 100 (rounded and clamped here). */
  scores?: ReadonlyMap<string, number>;
  /** Lower-cased skill names to list first on every card. */
  skillsFirst?: ReadonlySet<string>;
};

/**
 * The cards of the given candidates, in the order of `ids`; ids that are not candidates of the
 * board (or were erased) are left out. Callers decide who may be listed; this only shapes them.
 */
export async function candidateCards(
  r: CardReader,
  ids: readonly string[],
  o: CardOptions = {},
): Promise<CandidateCard[]> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (!wanted.length) return [];
  const rows = await candidateCardRows(r.db, r.clientId, r.companyId, wanted);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const first = o.skillsFirst ?? new Set<string>();
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const score = o.scores?.get(id);
    const visible = !!row.contact_visible;
    return [
      {
        _id: row.id,
        name: `${row.first_name} ${row.last_name}`.trim(),
        headline: row.headline ?? null,
        currentCompany: currentCompany(row.experiences),
        city: ref(row.city_id, row.city_nm),
        country: ref(row.country_id, row.country_nm),
        experienceYears: yearsOf(row.experience_years, row.experience_months),
        skills: skillNames(row.skills, first),
        avatar: row.avatar_uri ?? null,
        matchScore: score === undefined ? null : Math.max(0, Math.min(100, Math.round(score))),
        lastActiveAt: iso(row.last_active_at),
        hasResume: row.resume !== null && row.resume !== undefined,
        contactVisible: visible,
        email: visible ? row.email : null,
        mobNo: visible ? row.mob_no : null,
        countryCode: visible ? row.country_code : null,
      },
    ];
  });
}

/** `a***@gmail.com`: the first letter and the domain, for a profile shown before the reveal. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** `98******45`: the first and last two digits. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  if (phone.length <= 4) return '*'.repeat(phone.length);
  return `${phone.slice(0, 2)}${'*'.repeat(phone.length - 4)}${phone.slice(-2)}`;
}
