// The search itself: keyword, filters with counts, sort and the results (results/search-results).
// On phones the filters move into a drawer. Where the board switched sensitive filters off, gender
// leaves the query as well as the panel. Filters are the plan's advanced candidate search: without
// it the search is by keyword, and a note in the filters' place says what filtering needs.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Box, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { PageSize } from '@generated/api/model';
import { useCountCandidateSearchFacets, useGetSavedSearch, useSearchCandidates } from '@generated/api/search/search';
import { FiltersButton } from '@/components/filters/filters-button';
import { FiltersDrawer } from '@/components/filters/filters-drawer';
import { SortSelect } from '@/components/filters/sort-select';
import { isApiError } from '@/lib/api/api-error';
import { UpgradePrompt } from '@/lib/plans/upgrade-prompt';
import { useFeature } from '@/lib/plans/use-feature';
import { STALE } from '@/lib/query/query-client';
import { FilterPanel } from '../filters/filter-panel';
import { labelMap } from '../filters/filter-options';
import { useFilterChoices } from '../filters/use-filter-choices';
import { labelsOfSavedFilters, toSavedFilters, type FilterLabels } from '../query/saved-filters';
import {
  activeFilterCount,
  DEFAULT_LIMIT,
  isNarrowed,
  keywordOnly,
  toFacetQuery,
  toSearchQuery,
  withChanges,
  withoutFilters,
  type SmartSearch,
} from '../query/search-params';
import { KeywordBox } from '../results/keyword-box';
import { SearchResults } from '../results/search-results';
import { candidateSortLabels } from '../results/sort-labels';
import { SaveSearchModal } from '../saved/save-search-modal';
import { formatNumber } from '@/lib/format/numbers';

export type Go = (next: SmartSearch, how?: { replace?: boolean }) => void;

export function SearchPanel({ search: asked, go }: { search: SmartSearch; go: Go }) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const [saving, setSaving] = useState(false);
  const [skillText, setSkillText] = useState('');
  const [skillQuery] = useDebouncedValue(skillText.trim(), 250);
  const canSave = useFeature('saved_searches').allowed;
  const advanced = useFeature('advanced_candidate_search').allowed;
  const withLists = useFeature('candidate_lists').allowed && advanced;

  // Learnt once per visit: the facets say so, or refuse a gender filter (a shared URL from a board
  // that allows it); from then on gender leaves every query.
  const [genderOff, setGenderOff] = useState(false);
  const filtered: SmartSearch = advanced ? asked : keywordOnly(asked);
  const search: SmartSearch = genderOff ? { ...filtered, gender: undefined } : filtered;
  // Facets count the filters' values: nothing to count without them.
  const facetsQuery = useCountCandidateSearchFacets(toFacetQuery(search), {
    query: { placeholderData: keepPreviousData, enabled: advanced },
  });
  const facets = facetsQuery.data?.data;
  const refused = isApiError(facetsQuery.error) && facetsQuery.error.status === 400 && Boolean(asked.gender);
  if (!genderOff && (facets?.sensitiveFilters === false || refused)) setGenderOff(true);
  const sensitive = !genderOff && (facets?.sensitiveFilters ?? true);
  const query = toSearchQuery(search);
  const results = useSearchCandidates(query, { query: { placeholderData: keepPreviousData } });
  const saved = useGetSavedSearch(search.saved ?? '', {
    query: { enabled: Boolean(search.saved) && canSave, staleTime: STALE.medium },
  });

  const savedLabels: FilterLabels = saved.data ? labelsOfSavedFilters(saved.data.data.filters) : {};
  const choices = useFilterChoices({ search, facets, labels: savedLabels, skillQuery, withLists });
  const labels: FilterLabels = Object.fromEntries(
    Object.entries(choices).map(([type, options]) => [type, labelMap(options)]),
  );
  const filters = toSavedFilters(search, labels);

  const change = (changes: Partial<SmartSearch>) => go(withChanges(search, changes));
  const clear = () => go(withoutFilters(search));
  const data = results.data?.data;
  // The search counts to 1,000 (or estimates a common keyword's matches from its newest rows); the
  // facets of the same query count every match, or on a large board estimate it from a sample,
  // which leans no way, so their total stands in for a capped or estimated one once it is in (not
  // while the facets of the last query show).
  const counted = facetsQuery.isPlaceholderData ? undefined : facets;
  const exactTotal = counted && !counted.estimated ? counted.total : undefined;
  const sampled = counted?.estimated ? counted.total : undefined;
  // A search counted whole (not capped) is exact whatever the facets say.
  const uncounted = data === undefined || data.totalCapped;
  const estimate = exactTotal === undefined && uncounted ? (sampled ?? data?.totalEstimate ?? null) : null;
  const total = data?.totalCapped ? (exactTotal ?? data.pagination.total) : (data?.pagination.total ?? facets?.total);
  const plus = data?.totalCapped && exactTotal === undefined ? '+' : '';
  const active = activeFilterCount(search);
  const narrowed = isNarrowed(search);

  const panel = (withHeading: boolean) => (
    <FilterPanel
      search={search}
      choices={choices}
      skillText={skillText}
      onSkillText={setSkillText}
      sensitive={sensitive}
      withLists={withLists}
      onChange={change}
      onClear={clear}
      withHeading={withHeading}
    />
  );
  const totalText =
    total === undefined
      ? t`Results`
      : typeof estimate === 'number'
        ? t`About ${formatNumber(estimate)} candidates`
        : plus
          ? t`${formatNumber(total)}+ candidates`
          : plural(total, { one: `${formatNumber(total)} candidate`, other: `${formatNumber(total)} candidates` });

  return (
    <Stack gap="lg">
      <Paper p={{ base: 'sm', sm: 'md' }} radius="md" withBorder>
        <KeywordBox value={search.q} onSearch={(q) => q !== search.q && change({ q })} />
      </Paper>
      {advanced ? null : (
        <UpgradePrompt
          feature="advanced_candidate_search"
          reason={t`Your plan searches candidates by keyword. Filter by skills, experience, location, education, salary and more with advanced candidate search.`}
        />
      )}
      <Grid gap="lg">
        {advanced ? (
          <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
            <Paper component="aside" aria-label={t`Filters`} p="md" radius="md" withBorder>
              {panel(true)}
            </Paper>
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, md: advanced ? 9 : 12 }}>
          <Box component="section" aria-labelledby="search-results-heading">
            <Group justify="space-between" align="center" mb="sm" gap="sm" wrap="wrap">
              <Title order={2} id="search-results-heading" fz="md" fw={650} aria-live="polite">
                {totalText}
              </Title>
              <Group gap="sm" wrap="wrap">
                {advanced ? <FiltersButton active={active} onClick={drawer.open} /> : null}
                {canSave ? (
                  <Button variant="light" onClick={() => setSaving(true)} disabled={!filters.length}>
                    <Trans>Save search</Trans>
                  </Button>
                ) : null}
                <SortSelect
                  labels={candidateSortLabels()}
                  width={170}
                  value={search.sort ?? 'relevance'}
                  onChange={(sort) => go({ ...search, page: undefined, sort: sort === 'relevance' ? undefined : sort })}
                />
              </Group>
            </Group>
            {saved.data ? (
              <Text fz="sm" c="dimmed" mb="sm">
                <Trans>
                  Running the saved search “{saved.data.data.name}”: candidates who match since it last ran are marked
                  New.
                </Trans>
              </Text>
            ) : null}
            <SearchResults
              results={results}
              signature={JSON.stringify(query)}
              narrowed={narrowed}
              withLists={withLists}
              keywordOnly={!advanced}
              onClearSearch={() => go({})}
              onPage={({ page, limit }) =>
                go({
                  ...search,
                  page: page > 1 ? page : undefined,
                  limit: limit === DEFAULT_LIMIT ? undefined : (limit as PageSize),
                })
              }
            />
          </Box>
        </Grid.Col>
      </Grid>
      <FiltersDrawer
        opened={drawerOpened}
        onClose={drawer.close}
        active={active}
        onClear={clear}
        showLabel={
          total === undefined
            ? t`Show candidates`
            : typeof estimate === 'number'
              ? t`Show about ${formatNumber(estimate)} candidates`
              : t`Show ${totalText}`
        }
      >
        {panel(false)}
      </FiltersDrawer>
      <SaveSearchModal opened={saving} onClose={() => setSaving(false)} filters={filters} />
    </Stack>
  );
}
