import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getGetApplicationDetailsQueryKey, getListApplicationsQueryKey } from '@generated/api/pipeline/pipeline';
import { getGetApplicationDetailsResponseMock } from '@generated/api/pipeline/pipeline.msw';
import type { GetApplicationDetails200, ListApplications200 } from '@generated/api/model';
import { application, listPage, summary } from '../test/fixtures';
import { applyStatusOptimistically, restorePipeline, snapshotPipeline } from './pipeline-cache';
import { tabCounts } from './status';

describe('pipeline cache', () => {
  it('moves rows and their counts in every cached list, and restores a snapshot', () => {
    const qc = new QueryClient();
    const all = getListApplicationsQueryKey({ page: 1, jobId: 'j' });
    const shortlist = getListApplicationsQueryKey({ page: 1, jobId: 'j', status: 'SHORTLIST' });
    qc.setQueryData(
      all,
      listPage(
        [application('a1', 'A', 'APPLIED'), application('a2', 'B', 'SHORTLIST')],
        summary({ APPLIED: 1, SHORTLIST: 1 }),
      ),
    );
    qc.setQueryData(shortlist, listPage([application('a2', 'B', 'SHORTLIST')], summary({ APPLIED: 1, SHORTLIST: 1 })));
    const snapshot = snapshotPipeline(qc);

    applyStatusOptimistically(qc, ['a1', 'a2'], 'SHORTLIST');
    const after = qc.getQueryData<ListApplications200>(all);
    expect(after?.data.items.map((a) => a.status)).toEqual(['SHORTLIST', 'SHORTLIST']);
    // Only a1 really moved: a2 was already there.
    expect(tabCounts(after?.data.statusSummary)?.get(2)).toBe(2);
    expect(tabCounts(after?.data.statusSummary)?.get(1)).toBe(0);
    expect(tabCounts(after?.data.statusSummary)?.get(0)).toBe(2);
    // A list only moves the counts of rows it holds; the refetch afterwards settles the rest.
    expect(qc.getQueryData<ListApplications200>(shortlist)?.data.statusSummary).toEqual(
      summary({ APPLIED: 1, SHORTLIST: 1 }),
    );

    restorePipeline(qc, snapshot);
    expect(qc.getQueryData<ListApplications200>(all)?.data.items.map((a) => a.status)).toEqual([
      'APPLIED',
      'SHORTLIST',
    ]);
  });

  it('moves an open application too', () => {
    const qc = new QueryClient();
    const details = getGetApplicationDetailsResponseMock();
    const key = getGetApplicationDetailsQueryKey({ userJobId: details.data.application._id });
    qc.setQueryData(key, details);
    applyStatusOptimistically(qc, [details.data.application._id], 'HIRED');
    expect(qc.getQueryData<GetApplicationDetails200>(key)?.data.application.status).toBe('HIRED');
  });
});
