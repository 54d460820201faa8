// Isolation probes of candidate search, saved searches and candidate lists (see types.ts). Each
// tenant gets a findable candidate whose name and headline carry the tenant's tag, a saved search
// and a candidate list holding that candidate (and one of each for the delete probes, so the fuzz
// test's deletes leave the others); every call naming the other tenant's objects finds nothing.
import { addCandidate } from '../../../search/test/support.ts';
import { withAdditionalDetails } from './form-values.ts';
import type { Probe, ProbeMap } from './types.ts';

const NONE = '00000000-0000-4000-8000-000000000000';
const api = (path: string) => `/client/api/v1/${path}`;

const searchWorld: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.companyId.slice(0, 8);
  const found = await addCandidate(db, server.deps.secret, world.clientId, {
    firstName: `Findable${tag}`,
    headline: `Probe engineer ${tag}`,
    skills: ['Probeology'],
  });
  const saved = (name: string) =>
    db
      .insertInto('saved_searches')
      .values({
        client_id: world.clientId,
        company_id: world.companyId,
        name,
        filters: JSON.stringify([{ type: 'keyword', values: ['probeology'] }]),
        alert_frequency: null,
        last_run_at: null,
        previous_ids: null,
        created_by: world.employer.id,
        created_by_name: `Saver ${tag}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const list = (name: string) =>
    db
      .insertInto('candidate_lists')
      .values({
        client_id: world.clientId,
        company_id: world.companyId,
        name,
        description: `Probe list of ${tag}`,
        created_by: world.employer.id,
        created_by_name: `Lister ${tag}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const [kept, doomed, shortlist, doomedList] = [
    await saved(`Probe search ${tag}`),
    await saved(`Probe doomed ${tag}`),
    await list(`Probe list ${tag}`),
    await list(`Probe doomed list ${tag}`),
  ];
  await db
    .insertInto('candidate_list_members')
    .values({
      list_id: shortlist.id,
      candidate_id: found.id,
      client_id: world.clientId,
      added_by: world.employer.id,
      added_by_name: `Lister ${tag}`,
    })
    .execute();
  return {
    searchCandidateId: found.id,
    searchSavedId: kept.id,
    searchSavedToDeleteId: doomed.id,
    searchListId: shortlist.id,
    searchListToDeleteId: doomedList.id,
  };
};

const of = (ids: Record<string, string>, key: string) => ids[key] ?? NONE;

export const searchProbes: ProbeMap = {
  searchCandidates: {
    // The findable candidate (and the tenant's own) have additional details naming the tenant.
    setup: withAdditionalDetails(searchWorld, 'searchCandidateId'),
    call: (ids) => ({
      method: 'POST',
      path: api('search'),
      as: 'employer',
      body: { keyword: 'probeology', listIds: [of(ids, 'searchListId')], savedSearchId: of(ids, 'searchSavedId') },
    }),
  },
  countCandidateSearchFacets: {
    call: (ids) => ({
      method: 'POST',
      path: api('search/facets'),
      as: 'employer',
      body: { keyword: 'probeology', listIds: [of(ids, 'searchListId')] },
    }),
  },
  createSavedSearch: {
    call: (ids) => ({
      method: 'POST',
      path: api('search/saved'),
      as: 'employer',
      body: { name: 'Probe new search', filters: [{ type: 'list', values: [of(ids, 'searchListId')] }] },
    }),
  },
  updateSavedSearch: {
    call: (ids) => ({
      method: 'PUT',
      path: api(`search/saved/${of(ids, 'searchSavedId')}`),
      as: 'employer',
      body: { name: 'Probe renamed search', filters: [{ type: 'keyword', values: ['probeology'] }] },
    }),
  },
  getSavedSearch: {
    call: (ids) => ({ method: 'GET', path: api(`search/saved/${of(ids, 'searchSavedId')}`), as: 'employer' }),
  },
  listSavedSearches: {
    call: () => ({ method: 'POST', path: api('search/saved/all'), as: 'employer', body: { page: 1, limit: 50 } }),
  },
  deleteSavedSearches: {
    call: (ids) => ({
      method: 'DELETE',
      path: api('search/saved'),
      as: 'employer',
      body: { ids: [of(ids, 'searchSavedToDeleteId')] },
    }),
  },
  listCandidateLists: {
    call: () => ({ method: 'POST', path: api('search/candidate-list/all'), as: 'employer', body: { page: 1 } }),
  },
  createCandidateList: {
    call: (ids) => ({
      method: 'POST',
      path: api('search/candidate-list'),
      as: 'employer',
      body: { name: 'Probe new list', candidateIds: [of(ids, 'searchCandidateId')] },
    }),
  },
  updateCandidateList: {
    call: (ids) => ({
      method: 'PUT',
      path: api(`search/candidate-list/${of(ids, 'searchListId')}`),
      as: 'employer',
      body: { name: 'Probe renamed list' },
    }),
  },
  deleteCandidateLists: {
    call: (ids) => ({
      method: 'DELETE',
      path: api('search/candidate-list'),
      as: 'employer',
      body: { ids: [of(ids, 'searchListToDeleteId')] },
    }),
  },
  addCandidatesToLists: {
    call: (ids) => ({
      method: 'POST',
      path: api('search/add'),
      as: 'employer',
      body: { candidateIds: [of(ids, 'searchCandidateId')], listIds: [of(ids, 'searchListId')] },
    }),
  },
  getCandidateListMembers: {
    call: (ids) => ({ method: 'GET', path: api(`search/get/${of(ids, 'searchListId')}`), as: 'employer' }),
  },
  updateCandidateListMembers: {
    call: (ids) => ({
      method: 'PUT',
      path: api(`search/update/${of(ids, 'searchListId')}`),
      as: 'employer',
      body: { add: [of(ids, 'searchCandidateId')] },
    }),
  },
};
