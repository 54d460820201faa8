import { describe, expect, it } from 'vitest';
import { getListJobsQueryKey, getListJobsUrl } from '@generated/api/jobs-discovery/jobs-discovery';
import { JOB_LIST_URL, LATEST_JOBS_QUERY } from './latest-jobs-query';

describe('the hero’s latest jobs', () => {
  it('is the generated list call with the same key, so the hero and the sections share it', () => {
    expect(JOB_LIST_URL).toBe(getListJobsUrl());
    expect([JOB_LIST_URL, LATEST_JOBS_QUERY]).toEqual(getListJobsQueryKey(LATEST_JOBS_QUERY));
  });
});
