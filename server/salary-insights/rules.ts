// The rules of salary insights (docs/salary-insights.md): which jobs a job is compared with, in
// which order the comparisons are tried, and how much data a figure needs before it is shown.
import type { components } from '@generated/schema';

type S = components['schemas'];
export type CurrencyCode = S['CurrencyCode'];
export type SalaryPeriod = S['JobSalaryPeriod'];

/** A currency's figures are shown only from this many jobs ... */
export const MIN_JOBS = 5;
/** ... posted by at least this many different companies, so no one employer's pay shows. */
export const MIN_COMPANIES = 3;
/**
 * The newest jobs read for one comparison: the bound that keeps a common category on a board of a
 * million jobs a read of a few index pages. Recent pay is also the pay that matters.
 */
export const SAMPLE_CAP = 1000;

/** Where the job is, as far as the comparison goes. */
export type SubjectPlace =
  | { type: 'CITY'; cityId: string; cityName: string | null; countryId: string | null; countryName: string | null }
  | { type: 'REMOTE'; countryId: string | null; countryName: string | null }
  | { type: 'COUNTRY'; countryId: string; countryName: string | null }
  | { type: 'NONE' };

/** What insights are asked about: a job on its page, or the job being posted. */
export type Subject = {
  title: string | null;
  category: { id: string; name: string } | null;
  place: SubjectPlace;
  period: SalaryPeriod;
  /** The currency the reader pays or is paid in, listed first. */
  currency: CurrencyCode | null;
};

export type PlaceStep =
  | { kind: 'CITY'; cityId: string; countryId: string | null; name: string | null }
  | { kind: 'COUNTRY'; countryId: string; name: string | null }
  | { kind: 'REMOTE'; countryId: string | null; name: string | null }
  | { kind: 'BOARD' };

export type BasisStep = { kind: 'TITLE'; title: string } | { kind: 'CATEGORY'; categoryId: string; name: string };

export type Level = { basis: BasisStep; place: PlaceStep };

/** A title as compared: spaces trimmed and collapsed (case is left to the database's lower()). */
export function titleKey(title: string | null | undefined): string | null {
  const key = title?.trim().replace(/\s+/g, ' ');
  return key ? key : null;
}

function placeSteps(place: SubjectPlace): PlaceStep[] {
  switch (place.type) {
    case 'CITY': {
      const city: PlaceStep = { kind: 'CITY', cityId: place.cityId, countryId: place.countryId, name: place.cityName };
      return place.countryId
        ? [city, { kind: 'COUNTRY', countryId: place.countryId, name: place.countryName }]
        : [city];
    }
    case 'REMOTE': {
      const remote: PlaceStep = { kind: 'REMOTE', countryId: place.countryId, name: place.countryName };
      return place.countryId
        ? [remote, { kind: 'COUNTRY', countryId: place.countryId, name: place.countryName }]
        : [remote];
    }
    case 'COUNTRY':
      return [{ kind: 'COUNTRY', countryId: place.countryId, name: place.countryName }];
    case 'NONE':
      return [{ kind: 'BOARD' }];
  }
}

/**
 * The comparisons to try, in order; the first with enough data answers. The title before the
 * category, in every place, because pay follows the role more than the town: a nurse in the country
 * says more about a nurse's pay than "healthcare" in the city, which mixes nurses and surgeons. The
 * narrow place before the wide one for the same basis.
 */
export function ladder(subject: Subject): Level[] {
  const places = placeSteps(subject.place);
  const bases: BasisStep[] = [];
  const title = titleKey(subject.title);
  if (title) bases.push({ kind: 'TITLE', title });
  if (subject.category) bases.push({ kind: 'CATEGORY', categoryId: subject.category.id, name: subject.category.name });
  return bases.flatMap((basis) => places.map((place) => ({ basis, place })));
}

/** One currency's figures at one level, as the repository reads them (only groups over the minimum). */
export type CurrencyFigures = {
  currency: CurrencyCode;
  jobs: number;
  companies: number;
  /** The 10th, 25th, 50th, 75th and 90th percentiles, in that order. */
  percentiles: number[];
};

/** The asked currency first, then the most jobs, then by code, so the answer is the same each time. */
export function orderFigures(rows: readonly CurrencyFigures[], asked: CurrencyCode | null): CurrencyFigures[] {
  return [...rows].sort(
    (a, b) =>
      Number(b.currency === asked) - Number(a.currency === asked) ||
      b.jobs - a.jobs ||
      a.currency.localeCompare(b.currency),
  );
}

/** Whether a group may be shown; the repository already leaves out the groups that may not. */
export function isEnough(jobs: number, companies: number): boolean {
  return jobs >= MIN_JOBS && companies >= MIN_COMPANIES;
}
