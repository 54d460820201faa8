// Public company pages: browsing companies (with their open-job counts), one company's profile by
// id or slug, and the companies hiring now.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { page } from '../http/envelope.ts';
import { notFound } from '../errors/errors.ts';
import {
  companiesByIds,
  findIndustry,
  findVisibleCompany,
  listVisibleCompanies,
  type CompanyOrder,
  companyProfile,
  companySummary,
} from '../jobs/index.ts';
import { hiringSpread, listHiring, type PlaceCount } from './hiring-repo.ts';

type S = components['schemas'];

const pageOf = <T>(items: T[], total: number, pageNo: number, limit: number) =>
  page(items, total, total === 0 ? 1 : pageNo, limit);

export async function browseCompanies(db: Db, clientId: string, q: S['CompanyListQuery']) {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  let industry: { id: string; name: string } | undefined;
  if (q.industryId) {
    industry = await findIndustry(db, clientId, q.industryId);
    // An unknown industry matches no company.
    if (!industry) return pageOf<S['CompanySummary']>([], 0, pageNo, limit);
  }
  const by = q.sortBy ?? 'openJobs';
  const order: CompanyOrder = {
    by,
    desc: q.sortOrder ? q.sortOrder === 'desc' : by === 'openJobs' || by === 'createdAt',
  };
  const { rows, total } = await listVisibleCompanies(
    db,
    clientId,
    {
      ...(q.search ? { search: q.search } : {}),
      ...(industry ? { industry } : {}),
      ...(q.cityId ? { cityId: q.cityId } : {}),
      ...(q.countryId ? { countryId: q.countryId } : {}),
      ...(q.size ? { size: q.size } : {}),
      hasOpenJobs: q.hasOpenJobs ?? true,
    },
    order,
    pageNo,
    limit,
  );
  return pageOf(rows.map(companySummary), total, pageNo, limit);
}

export async function getCompanyProfile(db: Db, clientId: string, idOrSlug: string): Promise<S['Company']> {
  const row = await findVisibleCompany(db, clientId, idOrSlug);
  if (!row) throw notFound('This company does not exist');
  return companyProfile(row);
}

function top3(counts: PlaceCount[], companyId: string): S['IdName'][] {
  return counts
    .filter((c) => c.company_id === companyId)
    .sort((a, b) => b.n - a.n || a.nm.localeCompare(b.nm))
    .slice(0, 3)
    .map((c) => ({ id: c.id, nm: c.nm }));
}

export async function companiesHiring(db: Db, clientId: string, q: S['HiringCompanyQuery']) {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  const { rows, total } = await listHiring(
    db,
    clientId,
    {
      ...(q.search ? { search: q.search } : {}),
      ...(q.categoryIds?.length ? { categoryIds: q.categoryIds } : {}),
      ...(q.cityId ? { cityId: q.cityId } : {}),
    },
    pageNo,
    limit,
  );
  const ids = rows.map((r) => r.company_id);
  const [companies, spread] = await Promise.all([companiesByIds(db, clientId, ids), hiringSpread(db, clientId, ids)]);
  const items: S['HiringCompany'][] = [];
  for (const r of rows) {
    const company = companies.get(r.company_id);
    if (!company) continue;
    items.push({
      company: companySummary(company),
      openJobs: r.n,
      categories: top3(spread.categories, r.company_id),
      cities: top3(spread.cities, r.company_id),
      latestPostedAt: (r.latest ?? company.created_at).toISOString(),
    });
  }
  return pageOf(items, total, pageNo, limit);
}
