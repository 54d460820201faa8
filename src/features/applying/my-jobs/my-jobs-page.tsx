// /jobsseekers/my-jobs: the candidate's applications with their status, their saved jobs, their job alerts
// and the companies they follow.
// The tab, page and page size live in the URL so a reload or a shared link keeps them.
import { t } from '@lingui/core/macro';
import { Container, Tabs } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';
import { constants } from '@generated/manifest';
import { PageHeader } from '@/components/ui/page-header';
import { textOf } from '@/lib/i18n/i18n';
import type { PageChange } from '@/components/ui/pagination-bar';
import { AppliedJobs } from './applied-jobs';
import { MY_JOBS_TABS, type MyJobsSearch, type MyJobsTab, type PageSize } from './my-jobs-search';
import { SavedJobs } from './saved-jobs';

/**
 * `alerts` is the Job alerts tab's content, given by the route (it belongs to the job-alerts feature);
 * `following` the Following tab's (company-followers), which shows only when given; `interviews`
 * the interviews section above the tabs (the interviews feature).
 */
export function MyJobsPage({
  search,
  alerts,
  following,
  interviews,
}: {
  search: MyJobsSearch;
  alerts?: ReactNode;
  following?: ReactNode;
  interviews?: ReactNode;
}) {
  const navigate = useNavigate();
  const tab: MyJobsTab = search.tab === 'following' && !following ? 'applied' : (search.tab ?? 'applied');
  const page = search.page ?? 1;
  const limit: PageSize = search.limit ?? (constants.pagination.defaultLimit as PageSize);

  const go = useCallback(
    (next: MyJobsSearch) =>
      void navigate({
        to: '/jobsseekers/my-jobs',
        search: {
          ...(next.tab && next.tab !== 'applied' ? { tab: next.tab } : {}),
          ...(next.page && next.page > 1 ? { page: next.page } : {}),
          ...(next.limit && next.limit !== constants.pagination.defaultLimit ? { limit: next.limit } : {}),
        },
      }),
    [navigate],
  );
  const onPage = useCallback(
    (next: PageChange) => go({ tab, page: next.page, limit: next.limit as PageSize }),
    [go, tab],
  );

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader
        title={t`My jobs`}
        subtitle={t`Follow your applications, come back to the jobs you saved, and manage your job alerts and the companies you follow.`}
      />
      {interviews}
      <Tabs
        value={tab}
        onChange={(value) => go({ tab: (value as MyJobsTab | null) ?? 'applied', limit })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {MY_JOBS_TABS.filter((item) => item.key !== 'following' || Boolean(following)).map((item) => (
            <Tabs.Tab key={item.key} value={item.key}>
              {textOf(item.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="applied">
          <AppliedJobs page={page} limit={limit} onPage={onPage} focusId={search.applicationId} />
        </Tabs.Panel>
        <Tabs.Panel value="saved">
          <SavedJobs page={page} limit={limit} onPage={onPage} />
        </Tabs.Panel>
        <Tabs.Panel value="alerts">{alerts}</Tabs.Panel>
        {following ? <Tabs.Panel value="following">{following}</Tabs.Panel> : null}
      </Tabs>
    </Container>
  );
}
