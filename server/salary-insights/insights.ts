// Salary insights (docs/salary-insights.md): the comparisons of rules.ts tried in order, the first
// with enough data answering, kept per board while its stamp stays the same (below).
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { boardStamp } from '../jobs/index.ts';
import { stampedCache } from '../jobs-discovery/index.ts';
import { badRequest, notFound } from '../errors/errors.ts';
import { findCity, findCountry, placeUuid } from '../master/geo.ts';
import { categoryName, figuresAt, subjectJob } from './insights-repo.ts';
import { isEnough, ladder, orderFigures, type Subject, type SubjectPlace } from './rules.ts';
import { insightsView, notEnoughView } from './views.ts';

type S = components['schemas'];
type Insights = S['SalaryInsights'];
type Estimate = {
  title?: string;
  categoryId?: string;
  cityId?: string;
  countryId?: string;
  remote?: boolean;
  currencyCode?: S['CurrencyCode'];
  period?: S['JobSalaryPeriod'];
};

export const NO_JOB = 'No such job';
export const NO_BASIS = 'Give the job title or its category';

/**
 * The answers, per board and question, while the board's stamp stays the same and for at most a
 * minute. The stamp (jobs-discovery/board-stamp.ts) is read from the database on every request and moves
 * in every process whenever a job is posted or its title, category, place, salary or liveness
 * changes (migrations 0035, 0036, 0039), so another process's change is seen at once; a job only
 * passing its expiry writes nothing, hence the minute (docs/scale-out.md, Caches).
 */
const kept = stampedCache<Insights>(500);

async function compute(db: Db, clientId: string, subject: Subject): Promise<Insights> {
  for (const level of ladder(subject)) {
    const figures = (await figuresAt(db, clientId, level, subject.period)).filter((f) => isEnough(f.jobs, f.companies));
    if (figures.length) return insightsView(level, subject.period, orderFigures(figures, subject.currency));
  }
  return notEnoughView(subject.period);
}

export async function insightsFor(db: Db, clientId: string, subject: Subject): Promise<Insights> {
  const key = JSON.stringify([clientId, ladder(subject), subject.period, subject.currency]);
  return kept.get(key, await boardStamp(db, clientId), () => compute(db, clientId, subject));
}

/** The job page's insights: jobs like this one, per its own pay period. */
export async function insightsForJob(db: Db, clientId: string, jobId: string): Promise<Insights> {
  const job = await subjectJob(db, clientId, jobId);
  if (!job) throw notFound(NO_JOB);
  const place: SubjectPlace =
    job.location_type === 'WFH'
      ? { type: 'REMOTE', countryId: job.country_id, countryName: job.country_nm }
      : job.city_id
        ? {
            type: 'CITY',
            cityId: job.city_id,
            cityName: job.city_nm,
            countryId: job.country_id,
            countryName: job.country_nm,
          }
        : job.country_id
          ? { type: 'COUNTRY', countryId: job.country_id, countryName: job.country_nm }
          : { type: 'NONE' };
  return insightsFor(db, clientId, {
    title: job.title,
    category: { id: job.category_id, name: job.category_nm },
    place,
    period: job.salary_period ?? 'YEARLY',
    currency: job.salary_currency,
  });
}

function estimatePlace(q: Estimate): SubjectPlace {
  const country = q.countryId ? findCountry(q.countryId) : undefined;
  if (q.remote) return { type: 'REMOTE', countryId: q.countryId ?? null, countryName: country?.nm ?? null };
  if (q.cityId) {
    const city = findCity(q.cityId);
    // The city names its country by key ('IN'); jobs name it by the key's UUID, as the API does.
    const countryId = q.countryId ?? (city ? placeUuid(city.countryId) : null);
    const countryName = (countryId ? findCountry(countryId)?.nm : undefined) ?? null;
    return { type: 'CITY', cityId: q.cityId, cityName: city?.nm ?? null, countryId, countryName };
  }
  if (q.countryId) return { type: 'COUNTRY', countryId: q.countryId, countryName: country?.nm ?? null };
  return { type: 'NONE' };
}

/** The posting hint's insights: jobs like the one being posted, per the period it is paid by. */
export async function insightsForPosting(db: Db, clientId: string, q: Estimate): Promise<Insights> {
  if (!q.title?.trim() && !q.categoryId) throw badRequest(NO_BASIS);
  // Another board's category (or none) compares nothing: the board's jobs name only its own.
  const name = q.categoryId ? await categoryName(db, clientId, q.categoryId) : undefined;
  return insightsFor(db, clientId, {
    title: q.title ?? null,
    category: q.categoryId && name !== undefined ? { id: q.categoryId, name } : null,
    place: estimatePlace(q),
    period: q.period ?? 'YEARLY',
    currency: q.currencyCode ?? null,
  });
}
