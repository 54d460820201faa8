// /employer/smart-search: the search, the company's saved searches and its candidate lists, as
// three tabs. Everything on screen (tab, search, page, open list) is in the URL, so a search can
// be shared, reloaded and walked back through. The screen is the plan's smart_search; each other
// tab stands behind its own flag, and the filters behind advanced_candidate_search (search-panel).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Container, Tabs } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { FeatureGate } from '@/lib/plans/upgrade-prompt';
import { useFeature } from '@/lib/plans/use-feature';
import { ListMembers } from '../lists/list-members';
import { ListsPanel } from '../lists/lists-panel';
import { fromSavedFilters } from '../query/saved-filters';
import { validateSmartSearch, type SearchTab, type SmartSearch } from '../query/search-params';
import { SavedSearchesPanel } from '../saved/saved-searches-panel';
import { SearchPanel, type Go } from './search-panel';
import { useCurrentFilters } from './use-current-filters';

const TAB_SEARCH = 'search';

export function SmartSearchPage({ rawSearch }: { rawSearch: Record<string, unknown> }) {
  const search = validateSmartSearch(rawSearch);
  const navigate = useNavigate();
  const go: Go = (next, { replace = false } = {}) =>
    void navigate({ to: '/employer/smart-search', search: next, replace, resetScroll: false });
  const { tab, listId: _listId, ...searchOnly } = search;
  const loading = <LoadingState rows={3} label={t`Checking your plan…`} />;

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title={t`Smart search`} subtitle={t`Find candidates who made their profile visible to employers.`} />
      <FeatureGate feature="smart_search" loading={loading}>
        <Tabs
          value={tab ?? TAB_SEARCH}
          onChange={(value) => {
            const nextTab = value === TAB_SEARCH || value === null ? undefined : (value as SearchTab);
            go({ ...searchOnly, tab: nextTab });
          }}
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            <Tabs.Tab value={TAB_SEARCH}>
              <Trans>Search</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="saved">
              <Trans>Saved searches</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="lists">
              <Trans>Lists</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value={TAB_SEARCH}>
            <SearchPanel search={searchOnly} go={go} />
          </Tabs.Panel>
          <Tabs.Panel value="saved">
            <FeatureGate feature="saved_searches" loading={loading}>
              <SavedSearches search={searchOnly} go={go} />
            </FeatureGate>
          </Tabs.Panel>
          <Tabs.Panel value="lists">
            <FeatureGate feature="candidate_lists" loading={loading}>
              {search.listId ? (
                <ListMembers
                  key={search.listId}
                  listId={search.listId}
                  onBack={() => go({ ...searchOnly, tab: 'lists' })}
                />
              ) : (
                <ListsPanel onOpen={(listId) => go({ ...searchOnly, tab: 'lists', listId })} />
              )}
            </FeatureGate>
          </Tabs.Panel>
        </Tabs>
      </FeatureGate>
    </Container>
  );
}

function SavedSearches({ search, go }: { search: SmartSearch; go: Go }) {
  const withLists = useFeature('candidate_lists').allowed;
  const currentFilters = useCurrentFilters(search, withLists);
  return (
    <SavedSearchesPanel
      currentFilters={currentFilters}
      onRun={(saved) => go({ ...fromSavedFilters(saved.filters), saved: saved._id })}
    />
  );
}
