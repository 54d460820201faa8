// The candidates the company's team viewed, most recent first: how often, by whom last, and
// whether the contact details were revealed; each opens the viewed-candidate page.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useListViewedCandidates } from '@generated/api/employer-candidates/employer-candidates';
import type { PageSize } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { PaginationBar, type PageChange } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { formatDate } from '@/lib/format/dates';
import { CandidateCardLine } from '../shared/candidate-card-line';

type Props = { page: number; limit: PageSize; onPage: (next: PageChange) => void };

/** "Viewed 2 times, last 13 Mar 2026 by Rahul Verma": one sentence, so a language can order it. */
function viewedText(count: number, last: string, by: string): string {
  return plural(count, {
    one: `Viewed # time, last ${last} by ${by}`,
    other: `Viewed # times, last ${last} by ${by}`,
  });
}

export function ViewedCandidates({ page, limit, onPage }: Props) {
  const viewed = useListViewedCandidates({ page, limit }, { query: { placeholderData: keepPreviousData } });
  return (
    <QueryView
      query={viewed}
      errorTitle={t`We could not load the candidates you viewed`}
      empty={
        <EmptyState
          title={t`No candidates viewed yet`}
          text={t`Candidates your team opens from search or matching show here.`}
        />
      }
    >
      {(res) => (
        <Stack gap="sm">
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {res.data.items.map((v) => (
              <Card component="li" key={v.candidate._id} withBorder p="md">
                <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                  <CandidateCardLine candidate={v.candidate} viewed />
                  <Stack gap={4} align="flex-end">
                    {v.contactViewed ? (
                      <Badge variant="light" color="teal" c="teal.9" tt="none" size="sm">
                        <Trans>Contact revealed</Trans>
                      </Badge>
                    ) : null}
                    <Text fz="xs" c="dimmed" ta="right">
                      {viewedText(v.viewCount, formatDate(v.lastViewedAt), v.lastViewedByName)}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            ))}
          </Stack>
          <PaginationBar page={page} limit={limit} total={res.data.pagination.total} onChange={onPage} />
        </Stack>
      )}
    </QueryView>
  );
}
