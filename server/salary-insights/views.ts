// Salary insights in the contract's shape (SalaryInsights): the comparison that had enough data,
// with its currencies' figures, or only that there is not enough.
import type { components } from '@generated/schema';
import { MIN_COMPANIES, MIN_JOBS, type CurrencyFigures, type Level, type SalaryPeriod } from './rules.ts';

type S = components['schemas'];

/** Cents at most: percentiles interpolate between jobs, and a salary is not read finer. */
const money = (n: number) => Math.round(n * 100) / 100;

function placeView(level: Level): S['SalaryInsightsPlace'] {
  const { place } = level;
  return { kind: place.kind, name: place.kind === 'BOARD' ? null : place.name };
}

function basisView(level: Level): S['SalaryInsightsBasis'] {
  const { basis } = level;
  return {
    kind: basis.kind,
    name: basis.kind === 'TITLE' ? basis.title : basis.name,
    place: placeView(level),
  };
}

function distributionView(f: CurrencyFigures): S['SalaryDistribution'] {
  const [p10 = 0, p25 = 0, median = 0, p75 = 0, p90 = 0] = f.percentiles.map(money);
  return { currencyCode: f.currency, jobs: f.jobs, companies: f.companies, p10, p25, median, p75, p90 };
}

export function insightsView(level: Level, period: SalaryPeriod, figures: CurrencyFigures[]): S['SalaryInsights'] {
  return {
    enough: true,
    basis: basisView(level),
    period,
    minimumJobs: MIN_JOBS,
    minimumCompanies: MIN_COMPANIES,
    distributions: figures.map(distributionView),
  };
}

export function notEnoughView(period: SalaryPeriod): S['SalaryInsights'] {
  return {
    enough: false,
    basis: null,
    period,
    minimumJobs: MIN_JOBS,
    minimumCompanies: MIN_COMPANIES,
    distributions: [],
  };
}
