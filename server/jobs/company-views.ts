// Company rows as the contract's CompanySummary and Company, with the published reviews' average
// and count (server/reviews).
import type { components } from '@generated/schema';
import type { CompanyCardRow, CompanyRow } from './companies-repo.ts';

type S = components['schemas'];
type IdName = S['IdName'];

const SIZES: ReadonlySet<string> = new Set<S['CompanySize']>([
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1001-5000',
  '5001-10000',
  '10000+',
]);

function idName(v: unknown): IdName | null {
  if (!v || typeof v !== 'object') return null;
  const { id, nm } = v as Record<string, unknown>;
  return typeof id === 'string' && typeof nm === 'string' ? { id, nm } : null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

function locationOf(row: Pick<CompanyRow, 'location'>): S['CompanyLocation'] {
  const l = (row.location ?? {}) as Record<string, unknown>;
  return { city: idName(l.city), state: idName(l.state), country: idName(l.country), address: text(l.address) };
}

function industryOf(row: Pick<CompanyRow, 'industry_id' | 'industry_nm'>): IdName | null {
  return row.industry_id && row.industry_nm ? { id: row.industry_id, nm: row.industry_nm } : null;
}

export function companySummary(row: CompanyCardRow): S['CompanySummary'] {
  const l = locationOf(row);
  const where = [l.city?.nm, l.country?.nm].filter(Boolean).join(', ');
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    logoUri: row.logo_uri,
    externalLogoUrl: row.external_logo_url,
    industry: industryOf(row),
    location: where || null,
    openJobs: row.open_jobs,
    rating: row.rating,
    reviewCount: row.review_count,
  };
}

export function companyProfile(row: CompanyRow): S['Company'] {
  const s = (row.socials ?? {}) as Record<string, unknown>;
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    domain: row.domain,
    logoUri: row.logo_uri,
    externalLogoUrl: row.external_logo_url,
    about: row.about,
    industry: industryOf(row),
    size: row.size && SIZES.has(row.size) ? (row.size as S['CompanySize']) : null,
    foundedYear: row.founded_year,
    website: row.website,
    location: locationOf(row),
    socials: {
      linkedin: text(s.linkedin),
      twitter: text(s.twitter),
      facebook: text(s.facebook),
      instagram: text(s.instagram),
      youtube: text(s.youtube),
    },
    benefits: row.benefits,
    photos: row.photos,
    openJobs: row.open_jobs,
    rating: row.rating,
    reviewCount: row.review_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
