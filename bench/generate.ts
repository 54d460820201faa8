// Generated jobs: deterministic (a seeded PRNG), so two runs measure the same data set. Each job
// is a plausible posting: a levelled role of a family, its family's skills, an HTML description,
// a city or remote, a salary in the place's currency, and a mostly-live status.
import { placeUuid } from '../server/master/uuid.ts';
import { BENEFITS, CITIES, FAMILIES, HIGHLIGHTS, LEVELS, type City, type RoleFamily } from './vocabulary.ts';

/** mulberry32: small, fast, and good enough to spread generated values. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rand = ReturnType<typeof prng>;

/** Shuffles `xs` in place (Fisher-Yates) with `rand`, and returns it. */
export function shuffle<T>(xs: T[], rand: Rand): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [xs[i], xs[j]] = [xs[j] as T, xs[i] as T];
  }
  return xs;
}

const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;

function pickSome<T>(r: Rand, xs: readonly T[], n: number): T[] {
  const pool = [...xs];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(r() * pool.length), 1)[0] as T);
  return out;
}

/** A value by weight: [[value, weight], ...]. */
function weighted<T>(r: Rand, table: ReadonlyArray<readonly [T, number]>): T {
  const total = table.reduce((s, [, w]) => s + w, 0);
  let x = r() * total;
  for (const [v, w] of table) if ((x -= w) < 0) return v;
  return (table[table.length - 1] as readonly [T, number])[0];
}

export type CategoryRef = { id: string; name: string };
export type CompanyRef = { id: string; name: string };

/** What the generator needs from the database: category ids by name, and the companies. */
export type World = { categories: Map<string, CategoryRef>; companies: CompanyRef[] };

/** One jobs row, as the bulk insert takes it (arrays and jsonb as text). */
export type JobRecord = {
  company_id: string;
  status: string;
  approval_status: number;
  employment_type: string;
  workplace_type: string;
  category_id: string;
  category_nm: string;
  description: string;
  highlights: string[];
  skills: string[];
  skill_refs: string;
  title: string;
  slug: string;
  vacancies: number;
  experience_min: number | null;
  experience_max: number | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: string | null;
  is_salary_visible: boolean;
  is_featured: boolean;
  is_urgent: boolean;
  location_type: string;
  city_id: string | null;
  city_nm: string | null;
  state_id: string | null;
  state_nm: string | null;
  country_id: string | null;
  country_nm: string | null;
  benefits: string[];
  company_info: string;
  posted_at: Date | null;
  expires_at: Date | null;
};

const DAY = 86_400_000;

function description(r: Rand, title: string, company: string, family: RoleFamily, skills: string[], place: string) {
  const duties = pickSome(r, family.duties, Math.min(3, family.duties.length));
  return [
    `<p>${company} is hiring a ${title} ${place}. You will join a team of ${2 + Math.floor(r() * 18)} people.</p>`,
    `<h3>What you will do</h3><ul>${duties.map((d) => `<li>${d[0]?.toUpperCase()}${d.slice(1)}</li>`).join('')}</ul>`,
    `<h3>What you bring</h3><p>Hands-on experience with ${skills.slice(0, -1).join(', ')}${
      skills.length > 1 ? ' and ' : ''
    }${skills.at(-1) ?? ''}. Clear communication and ownership of your work.</p>`,
  ].join('');
}

function roundTo(n: number, step: number) {
  return Math.max(step, Math.round(n / step) * step);
}

function salary(r: Rand, family: RoleFamily, level: string, city: City | null) {
  const country = city?.country ?? { currency: 'USD' as const, payScale: 1 };
  const levelScale = level === 'Junior' || level === 'Associate' ? 0.6 : level === '' ? 1 : 1.45;
  const rates = { INR: 83.4, USD: 1, EUR: 0.92, GBP: 0.79 } as const;
  const yearly = family.payUsd * levelScale * country.payScale * (0.75 + r() * 0.5) * rates[country.currency];
  const period = weighted(r, [
    ['YEARLY', 85],
    ['MONTHLY', 12],
    ['HOURLY', 3],
  ] as const);
  const per = period === 'YEARLY' ? yearly : period === 'MONTHLY' ? yearly / 12 : yearly / 2000;
  const step = period === 'HOURLY' ? 1 : country.currency === 'INR' ? 10_000 : 1_000;
  const min = roundTo(per * 0.85, step);
  return { min, max: roundTo(per * 1.2, step) + step, currency: country.currency, period };
}

/**
 * The `i`th of `total` generated jobs (the same `i`, `total` and seed give the same job), the
 * oldest first: a live board's table holds its jobs in the order they were posted, so its newest
 * jobs, which most searches read, share pages (docs/benchmark.md, "The seed").
 */
export function generateJob(r: Rand, i: number, total: number, world: World, now: number): JobRecord {
  const family = pick(r, FAMILIES);
  const level = pick(r, LEVELS);
  const role = pick(r, family.roles);
  const title = level ? `${level} ${role}` : role;
  const category = world.categories.get(family.sub ?? family.category) ?? world.categories.get(family.category);
  if (!category) throw new Error(`no category for ${family.category}`);
  const company = pick(r, world.companies);
  const skills = pickSome(r, family.skills, 3 + Math.floor(r() * 4));
  const remote = r() < 0.15;
  const city = remote ? null : pick(r, CITIES);
  const place = city ? `in ${city.nm}` : 'to work remotely';
  // A remote job is open to India half the time, to anywhere otherwise.
  const country = city ? city.country : r() < 0.5 ? { key: 'IN', nm: 'India' } : null;
  const pay = r() < 0.8 ? salary(r, family, level, city) : null;
  const status = weighted(r, [
    ['ACTIVE', 90],
    ['PAUSED', 3],
    ['CLOSED', 3],
    ['EXPIRED', 1],
    ['DRAFT', 2],
    ['INACTIVE', 1],
  ] as const);
  const approval =
    status === 'DRAFT'
      ? 1
      : weighted(r, [
          [2, 97],
          [1, 2],
          [3, 1],
        ] as const);
  // Posted over the last 120 days, more of them recently (what a live board looks like): the
  // distribution of 120 × u^1.6 for u uniform, with u stratified by position (its i-th of `total`
  // slices, newest last) so that the jobs come oldest first.
  const ageDays = 120 * Math.max(0, (total - i - r()) / total) ** 1.6;
  const postedAt = status === 'DRAFT' ? null : new Date(now - ageDays * DAY);
  const expiresAt = postedAt && r() < 0.7 ? new Date(postedAt.getTime() + (30 + Math.floor(r() * 90)) * DAY) : null;
  const expMin = r() < 0.85 ? (level === 'Junior' ? 0 : level === '' ? 2 : 5) + Math.floor(r() * 3) : null;
  return {
    company_id: company.id,
    status,
    approval_status: approval,
    employment_type: weighted(r, [
      ['FULL_TIME', 70],
      ['PART_TIME', 8],
      ['CONTRACT', 10],
      ['TEMPORARY', 3],
      ['INTERNSHIP', 6],
      ['FREELANCE', 3],
    ] as const),
    workplace_type: remote
      ? 'WFH'
      : weighted(r, [
          ['OFFICE', 60],
          ['HYBRID', 35],
          ['WFH', 5],
        ] as const),
    category_id: category.id,
    category_nm: category.name,
    description: description(r, title, company.name, family, skills, place),
    highlights: pickSome(r, HIGHLIGHTS, 2 + Math.floor(r() * 2)),
    skills,
    skill_refs: JSON.stringify(skills.map((nm) => ({ id: placeUuid(`skill:${nm}`), nm }))),
    title,
    slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i.toString(36)}`,
    vacancies: 1 + Math.floor(r() ** 3 * 10),
    experience_min: expMin,
    experience_max: expMin === null ? null : expMin + 2 + Math.floor(r() * 5),
    salary_min: pay?.min ?? null,
    salary_max: pay?.max ?? null,
    salary_currency: pay?.currency ?? null,
    salary_period: pay?.period ?? null,
    is_salary_visible: r() < 0.9,
    is_featured: r() < 0.05,
    is_urgent: r() < 0.1,
    location_type: remote ? 'WFH' : 'CITY',
    city_id: city ? placeUuid(city.key) : null,
    city_nm: city?.nm ?? null,
    state_id: city ? placeUuid(city.state.key) : null,
    state_nm: city?.state.nm ?? null,
    country_id: country ? placeUuid(country.key) : null,
    country_nm: country?.nm ?? null,
    benefits: pickSome(r, BENEFITS, 2 + Math.floor(r() * 4)),
    company_info: JSON.stringify({
      companyName: company.name,
      logo: null,
      about: `${company.name} builds products people use every day.`,
      website: `https://www.${company.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
    }),
    posted_at: postedAt,
    expires_at: expiresAt,
  };
}
