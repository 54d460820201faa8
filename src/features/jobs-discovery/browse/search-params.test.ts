import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  toJobSearchQuery,
  validateBrowseJobsSearch,
  withChanges,
  withoutFilters,
} from './search-params';

describe('browse-jobs search params', () => {
  it('keeps what a URL sets and drops defaults, sentinels and garbage', () => {
    expect(
      validateBrowseJobsSearch({
        q: 2024,
        category: 'All category',
        location: '<script>',
        type: 'FULL_TIME',
        workplace: 'HYBRID,MOON,WFH',
        posted: 'any',
        sort: 'relevant',
        page: 1,
        limit: 10,
        exp: '4',
        currency: 'INR',
      }),
    ).toEqual({ q: '2024', type: 'FULL_TIME', workplace: 'WFH,HYBRID', exp: 4 });
  });

  it('keeps a page size only from the allowed sizes', () => {
    expect(validateBrowseJobsSearch({ limit: 30, page: 3 })).toEqual({ limit: 30, page: 3 });
    expect(validateBrowseJobsSearch({ limit: 25 })).toEqual({});
  });

  it('sends the salary currency only with a salary', () => {
    expect(toJobSearchQuery({ currency: 'INR' })).toEqual({ page: 1, limit: 10, sort: 'relevant' });
    expect(toJobSearchQuery({ salaryMin: 0, salaryMax: 300000, currency: 'INR' })).toMatchObject({
      salaryMin: 0,
      salaryMax: 300000,
      currencyCode: 'INR',
    });
  });

  it('counts filters, goes back to page 1 on a change and clears filters but not the keyword', () => {
    const search = { q: 'react', category: 'c-1', salaryMin: 100, page: 4, sort: 'newest' as const };
    expect(activeFilterCount(search)).toBe(2);
    expect(withChanges(search, { type: 'CONTRACT' })).toEqual({
      q: 'react',
      category: 'c-1',
      salaryMin: 100,
      sort: 'newest',
      type: 'CONTRACT',
    });
    expect(withoutFilters(search)).toEqual({ q: 'react', sort: 'newest' });
  });
});
