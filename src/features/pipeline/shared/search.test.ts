import { describe, expect, it } from 'vitest';
import { validateAllApplicantsSearch, validateResponseDetailSearch, validateResponsesSearch } from './search';

describe('pipeline search params', () => {
  it('keeps a valid job, tab index, page, page size and search text', () => {
    expect(validateResponsesSearch({ jobId: 'job-1', tab: 3, page: 2, limit: 30, q: ' node ' })).toEqual({
      jobId: 'job-1',
      tab: 3,
      page: 2,
      limit: 30,
      q: 'node',
    });
  });

  it('drops defaults and anything unexpected', () => {
    expect(validateResponsesSearch({ jobId: '../x', tab: 0, page: 1, limit: 10, q: '  ', extra: 'x' })).toEqual({});
    expect(validateResponsesSearch({ tab: 9, limit: 25, page: 'two' })).toEqual({});
    expect(validateResponsesSearch({ tab: '5', page: '3' })).toEqual({ tab: 5, page: 3 });
  });

  it('reads the application of the detail screen', () => {
    expect(validateResponseDetailSearch({ userJobId: 'ec7e398f-df73-44c0-a998-c447cbe7a3b0' })).toEqual({
      userJobId: 'ec7e398f-df73-44c0-a998-c447cbe7a3b0',
    });
    expect(validateResponseDetailSearch({ userJobId: 'a b' })).toEqual({});
  });

  it('keeps only real statuses and ISO days as all-applicants filters', () => {
    expect(validateAllApplicantsSearch({ status: 'HIRED', from: '2026-03-01', to: '2026-03-31' })).toEqual({
      status: 'HIRED',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(validateAllApplicantsSearch({ status: 'hired', from: '01/03/2026' })).toEqual({});
  });
});
