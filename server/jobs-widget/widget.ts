// The jobs widget's rules: who may read a company's widget (the origins it lists), what it shows
// (the company's live jobs, filtered by category or place) and its settings, with the URLs of the
// snippets on the board's own host.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { forbidden, notFound } from '../errors/errors.ts';
import { getAppearance } from '../board-settings/index.ts';
import { jobPath } from '../seo/index.ts';
import { checkedOrigins } from './origins.ts';
import * as repo from './widget-repo.ts';

type S = components['schemas'];
export type WidgetEnv = { db: Db; tenant: Tenant; origin: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const DEFAULT_LIMIT = 20;

export type WidgetQuery = { category?: string; place?: string; limit?: number };

export const scriptUrl = (origin: string) => `${origin}/widget/jobs.js`;
export const frameUrl = (origin: string, companyId: string) => `${origin}/widget/jobs/${companyId}`;

export async function settingsOf(env: WidgetEnv, companyId: string): Promise<S['JobsWidgetSettings']> {
  return {
    companyId,
    allowedOrigins: await repo.allowedOriginsOf(env.db, env.tenant.id, companyId),
    scriptUrl: scriptUrl(env.origin),
    frameUrl: frameUrl(env.origin, companyId),
  };
}

export async function saveSettings(
  env: WidgetEnv,
  ids: { companyId: string; userId: string },
  input: S['JobsWidgetSettingsInput'],
): Promise<S['JobsWidgetSettings']> {
  const origins = checkedOrigins(input.allowedOrigins);
  await repo.saveAllowedOrigins(env.db, { clientId: env.tenant.id, ...ids }, origins);
  return settingsOf(env, ids.companyId);
}

export type WidgetCompany = { name: string; origins: string[] };

/** The company's name and allowed origins; null for a company that is not this board's. */
export async function findCompany(env: WidgetEnv, companyId: string): Promise<WidgetCompany | null> {
  const name = UUID.test(companyId) ? await repo.companyName(env.db, env.tenant.id, companyId) : null;
  if (name === null) return null;
  return { name, origins: await repo.allowedOriginsOf(env.db, env.tenant.id, companyId) };
}

/** As findCompany, 404 for a company that is not this board's. */
export async function companyOrigins(env: WidgetEnv, companyId: string): Promise<WidgetCompany> {
  const company = await findCompany(env, companyId);
  if (!company) throw notFound('Company not found');
  return company;
}

function placeOf(row: repo.WidgetJobRow): string {
  if (row.location_type === 'WFH') return row.country_nm ? `Remote (${row.country_nm})` : 'Remote';
  return [row.city_nm, row.state_nm, row.country_nm].filter(Boolean).join(', ');
}

/** What the widget shows; `origin` is the caller's, already checked against the company's list. */
export async function widgetList(
  env: WidgetEnv,
  company: { id: string; name: string },
  query: WidgetQuery,
): Promise<S['JobsWidgetList']> {
  const category = query.category;
  const rows = await repo.openJobsOf(env.db, env.tenant.id, company.id, {
    ...(category && (UUID.test(category) ? { categoryId: category } : { categorySlug: category })),
    ...(query.place && { place: query.place.trim() }),
    limit: query.limit ?? DEFAULT_LIMIT,
  });
  const { colors } = getAppearance(env.tenant);
  return {
    company,
    board: { name: env.tenant.name, url: `${env.origin}/browse-jobs` },
    colors: { primary: colors.primary, text: colors.text, background: colors.background, accent: colors.accent },
    jobs: rows.map((r) => ({
      id: r.id,
      title: r.title ?? '',
      url: `${env.origin}${jobPath(r)}`,
      place: placeOf(r),
      category: r.category_nm,
      employmentType: r.employment_type,
      postedAt: r.posted_at?.toISOString() ?? null,
    })),
  };
}

/** The refusal of a site the company did not list: no data, and nothing that tells what is listed. */
export const refusedOrigin = () => forbidden('This site may not show these jobs');
