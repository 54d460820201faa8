// The results of a search: loading, error and empty states (and the upgrade prompt past the plan's
// searches, or for a filter the plan lacks, e.g. a saved search's), the selection bar with "Add to
// list", the cards and the pages (10, 20 or 50 a page).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { SearchCandidates200 } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon } from '@/components/ui/line-icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PaginationBar, type PageChange } from '@/components/ui/pagination-bar';
import { QueryView, type QueryLike } from '@/components/ui/query-view';
import { isApiError } from '@/lib/api/api-error';
import { isLimitOver, LimitOverPrompt } from '@/lib/plans/limit-over';
import { UpgradePrompt } from '@/lib/plans/upgrade-prompt';
import { AddToListModal } from '../lists/add-to-list-modal';
import { PAGE_SIZES } from '../query/search-params';
import { CandidateResultCard } from './candidate-result-card';
import { SelectionBar } from './selection-bar';
import { useSelection } from './use-selection';

type Props = {
  results: QueryLike<SearchCandidates200> & { isPlaceholderData: boolean };
  /** Changes whenever another page of candidates is asked for; the selection starts afresh. */
  signature: string;
  narrowed: boolean;
  withLists: boolean;
  /** The plan has no advanced candidate search: a 403 is a filter it lacks (a saved search's). */
  keywordOnly?: boolean;
  onPage: (next: PageChange) => void;
  onClearSearch: () => void;
};

export function SearchResults({
  results,
  signature,
  narrowed,
  withLists,
  keywordOnly = false,
  onPage,
  onClearSearch,
}: Props) {
  const selection = useSelection(signature);
  const [adding, setAdding] = useState(false);
  // A search past the plan's candidate searches: the server's words and "Upgrade plan", not an error.
  if (isLimitOver(results.error))
    return (
      <LimitOverPrompt
        error={results.error}
        feature="smart_search"
        title={t`You have used all the candidate searches of your plan`}
      />
    );
  // A filter beyond the keyword on a plan without advanced candidate search: the server's words.
  if (keywordOnly && isApiError(results.error) && results.error.status === 403)
    return <UpgradePrompt feature="advanced_candidate_search" reason={results.error.message} announce />;
  return (
    <>
      <QueryView
        query={results}
        loading={<LoadingState rows={4} withAvatar label={t`Searching candidates…`} />}
        errorTitle={t`We could not search candidates`}
        empty={
          <Paper withBorder radius="md">
            <EmptyState
              icon={<SearchIcon size={28} />}
              title={t`No candidates match`}
              text={
                narrowed
                  ? t`Try fewer filters or a broader keyword.`
                  : t`No candidates have made their profile visible to employers yet.`
              }
              action={
                narrowed ? (
                  <Button variant="light" onClick={onClearSearch}>
                    <Trans>Clear search</Trans>
                  </Button>
                ) : null
              }
            />
          </Paper>
        }
      >
        {(r) => (
          <Stack
            gap="sm"
            aria-busy={results.isPlaceholderData}
            style={{ opacity: results.isPlaceholderData ? 0.6 : 1 }}
          >
            <SelectionBar
              pageCount={r.data.items.length}
              selectedCount={selection.ids.size}
              onSelectPage={(on) => selection.set(on ? r.data.items.map((c) => c._id) : [])}
              onClear={selection.clear}
              actions={
                withLists ? (
                  <Button size="xs" onClick={() => setAdding(true)}>
                    <Trans>Add to list</Trans>
                  </Button>
                ) : (
                  <Text fz="xs" c="dimmed">
                    <Trans>Candidate lists are not in your plan</Trans>
                  </Text>
                )
              }
            />
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Candidates`}>
              {r.data.items.map((c) => (
                <CandidateResultCard
                  key={c._id}
                  card={c}
                  selected={selection.ids.has(c._id)}
                  onSelect={(on) => selection.toggle(c._id, on)}
                />
              ))}
            </Stack>
            <PaginationBar
              page={r.data.pagination.page}
              limit={r.data.pagination.limit}
              total={r.data.pagination.total}
              pageSizes={PAGE_SIZES}
              onChange={onPage}
            />
          </Stack>
        )}
      </QueryView>
      <AddToListModal
        opened={adding}
        candidateIds={[...selection.ids]}
        onClose={() => setAdding(false)}
        onDone={() => {
          setAdding(false);
          selection.clear();
        }}
      />
    </>
  );
}
